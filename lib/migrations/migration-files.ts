import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, "../../prisma/migrations");

export interface MigrationFile {
  /** The folder name, `<timestamp>_<name>`, as Prisma records it. */
  name: string;
  sql: string;
  /** sha256 of the file's bytes in hex, the checksum Prisma writes. */
  checksum: string;
}

export function sha256Hex(content: string | Buffer): string {
  return createHash("sha256").update(content).digest("hex");
}

/** Every migration in `dir`, in the order Prisma applies them (by folder name). */
export function readMigrationFiles(dir: string = MIGRATIONS_DIR): MigrationFile[] {
  assertPostgresLock(dir);
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const bytes = readFileSync(path.join(dir, name, "migration.sql"));
      return { name, sql: bytes.toString("utf8"), checksum: sha256Hex(bytes) };
    });
}

/**
 * Whether `file` is the migration that was applied with `recordedChecksum`.
 * Like Prisma, a file whose only change is its line endings (a Windows
 * checkout) still matches.
 */
export function matchesChecksum(file: MigrationFile, recordedChecksum: string): boolean {
  const unix = file.sql.replace(/\r\n/g, "\n");
  const windows = unix.replace(/\n/g, "\r\n");
  return [file.checksum, sha256Hex(unix), sha256Hex(windows)].includes(recordedChecksum);
}

function assertPostgresLock(dir: string): void {
  const lockPath = path.join(dir, "migration_lock.toml");
  const lock = existsSync(lockPath) ? readFileSync(lockPath, "utf8") : "";
  if (!/^provider\s*=\s*"postgresql"\s*$/m.test(lock)) {
    throw new Error(`${lockPath} must exist and say provider = "postgresql".`);
  }
}

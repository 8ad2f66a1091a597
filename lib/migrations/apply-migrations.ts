import { randomUUID } from "node:crypto";
import pg from "pg";
import { matchesChecksum, readMigrationFiles, type MigrationFile } from "./migration-files";

// The key Prisma's schema engine locks on, so this applier and a concurrent
// `prisma migrate deploy` also exclude each other.
const PRISMA_ADVISORY_LOCK_KEY = 72707369;

// Prisma's own definition of its history table on PostgreSQL.
const CREATE_HISTORY_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                  VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"            VARCHAR(64) NOT NULL,
    "finished_at"         TIMESTAMPTZ,
    "migration_name"      VARCHAR(255) NOT NULL,
    "logs"                TEXT,
    "rolled_back_at"      TIMESTAMPTZ,
    "started_at"          TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export class MigrationError extends Error {
  override name = "MigrationError";
}

interface HistoryRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
}

export interface ApplyOptions {
  migrations?: MigrationFile[];
  log?: (message: string) => void;
}

/**
 * Applies the pending migrations to the database at `connectionString`, each in
 * its own transaction, and records them in `_prisma_migrations` exactly as
 * `prisma migrate deploy` does. Returns the names it applied.
 */
export async function applyMigrations(
  connectionString: string,
  { migrations = readMigrationFiles(), log = () => {} }: ApplyOptions = {},
): Promise<string[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [PRISMA_ADVISORY_LOCK_KEY]);
    try {
      await client.query(CREATE_HISTORY_TABLE);
      const history = await client.query<HistoryRow>(
        `SELECT migration_name, checksum, finished_at, rolled_back_at
           FROM "_prisma_migrations" ORDER BY started_at`,
      );
      const pending = pendingMigrations(migrations, history.rows);
      const applied: string[] = [];
      for (const migration of pending) {
        if (await applyOne(client, migration)) {
          applied.push(migration.name);
          log(`Applied migration ${migration.name}`);
        }
      }
      return applied;
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [PRISMA_ADVISORY_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}

/** The files not yet applied; refuses a failed or edited history, as Prisma would. */
function pendingMigrations(files: MigrationFile[], history: HistoryRow[]): MigrationFile[] {
  const failed = history.find((row) => row.finished_at === null && row.rolled_back_at === null);
  if (failed) {
    throw new MigrationError(
      `Migration ${failed.migration_name} started but did not finish. Repair the database, then ` +
        `mark it with \`prisma migrate resolve --applied|--rolled-back ${failed.migration_name}\`.`,
    );
  }

  const applied = history.filter((row) => row.finished_at !== null && row.rolled_back_at === null);
  const appliedNames = new Set(applied.map((row) => row.migration_name));
  for (const row of applied) {
    const file = files.find((candidate) => candidate.name === row.migration_name);
    if (file && !matchesChecksum(file, row.checksum)) {
      throw new MigrationError(
        `Migration ${row.migration_name} was changed after it was applied ` +
          `(recorded checksum ${row.checksum}, file now ${file.checksum}). ` +
          `Restore the file and put the change in a new migration.`,
      );
    }
  }
  return files.filter((file) => !appliedNames.has(file.name));
}

/** Applies one migration in a transaction; false if another run applied it meanwhile. */
async function applyOne(client: pg.Client, migration: MigrationFile): Promise<boolean> {
  const id = randomUUID();
  await client.query("BEGIN");
  try {
    // The advisory lock already excludes other runs on a real server. The
    // embedded Postgres is one session for every connection, so its lock
    // excludes nobody; it does run transactions one at a time, so this check
    // inside the transaction keeps two concurrent runs correct there too.
    const done = await client.query(
      `SELECT 1 FROM "_prisma_migrations"
        WHERE migration_name = $1 AND finished_at IS NOT NULL AND rolled_back_at IS NULL`,
      [migration.name],
    );
    if (done.rowCount) {
      await client.query("ROLLBACK");
      return false;
    }
    await client.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count)
       VALUES ($1, $2, $3, now(), 0)`,
      [id, migration.checksum, migration.name],
    );
    // No parameters: pg sends this as one simple query, so a file may hold many statements.
    await client.query(migration.sql);
    await client.query(`UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`, [id]);
    await client.query("COMMIT");
    return true;
  } catch (error) {
    await client.query("ROLLBACK");
    const reason = error instanceof Error ? error.message : String(error);
    throw new MigrationError(`Migration ${migration.name} failed and was rolled back: ${reason}`);
  }
}

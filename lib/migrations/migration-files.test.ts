import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { matchesChecksum, readMigrationFiles, sha256Hex } from "./migration-files";

function migrationsFolder(files: Record<string, string>, lock = 'provider = "postgresql"\n'): string {
  const dir = mkdtempSync(path.join(tmpdir(), "migrations-"));
  writeFileSync(path.join(dir, "migration_lock.toml"), lock);
  for (const [name, sql] of Object.entries(files)) {
    mkdirSync(path.join(dir, name));
    writeFileSync(path.join(dir, name, "migration.sql"), sql);
  }
  return dir;
}

describe("readMigrationFiles", () => {
  it("reads migrations in name order with the sha256 of each file", () => {
    const dir = migrationsFolder({ "20260102000000_second": "SELECT 2;\n", "20260101000000_first": "SELECT 1;\n" });

    const files = readMigrationFiles(dir);

    expect(files.map((file) => file.name)).toEqual(["20260101000000_first", "20260102000000_second"]);
    // `printf 'SELECT 1;\n' | sha256sum`
    expect(files[0]?.checksum).toBe("b4e0497804e46e0a0b0b8c31975b062152d551bac49c3c2e80932567b4085dcd");
  });

  it("refuses a folder whose lock file names another database", () => {
    const dir = migrationsFolder({}, 'provider = "mysql"\n');

    expect(() => readMigrationFiles(dir)).toThrow(/provider = "postgresql"/);
  });
});

describe("matchesChecksum", () => {
  const file = { name: "20260101000000_first", sql: "SELECT 1;\nSELECT 2;\n", checksum: sha256Hex("SELECT 1;\nSELECT 2;\n") };

  it("matches the checksum of the same bytes", () => {
    expect(matchesChecksum(file, sha256Hex("SELECT 1;\nSELECT 2;\n"))).toBe(true);
  });

  it("matches when only the line endings differ", () => {
    expect(matchesChecksum(file, sha256Hex("SELECT 1;\r\nSELECT 2;\r\n"))).toBe(true);
  });

  it("does not match an edited file", () => {
    expect(matchesChecksum(file, sha256Hex("SELECT 1;\nSELECT 3;\n"))).toBe(false);
  });
});

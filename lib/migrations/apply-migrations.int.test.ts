import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, inject, it } from "vitest";
import { createScratchDatabase, type ScratchDatabase } from "@/test/scratch-database";
import { applyMigrations, MigrationError } from "./apply-migrations";
import { MIGRATIONS_DIR, readMigrationFiles, type MigrationFile } from "./migration-files";

interface HistoryRow {
  id: string;
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  applied_steps_count: number;
}

let database: ScratchDatabase;

beforeEach(async () => {
  database = await createScratchDatabase(inject("postgresServerUrl"));
});

afterEach(async () => {
  await database.drop();
});

async function query<T extends pg.QueryResultRow>(sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

const history = () => query<HistoryRow>(`SELECT * FROM "_prisma_migrations" ORDER BY migration_name`);

const tables = async () =>
  (
    await query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    )
  ).map((row) => row.table_name);

// Read the folder independently of the applier, so a bug there cannot hide here.
const migrationFolders = readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe("applyMigrations on an empty database", () => {
  it("applies every migration and records it as Prisma does", async () => {
    const applied = await applyMigrations(database.url);

    expect(applied).toEqual(migrationFolders);
    const rows = await history();
    expect(rows.map((row) => row.migration_name)).toEqual(migrationFolders);
    for (const row of rows) {
      const bytes = readFileSync(path.join(MIGRATIONS_DIR, row.migration_name, "migration.sql"));
      expect(row.checksum).toBe(createHash("sha256").update(bytes).digest("hex"));
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.applied_steps_count).toBe(1);
      expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(await tables()).toEqual(expect.arrayContaining(["contacts", "quotes", "career_applications", "newsletter_subscriptions"]));
  });

  it("is a no-op when run again", async () => {
    await applyMigrations(database.url);
    const before = await history();

    expect(await applyMigrations(database.url)).toEqual([]);
    expect(await history()).toEqual(before);
  });

  it("refuses a migration whose file changed after it was applied, and changes nothing", async () => {
    await applyMigrations(database.url);
    const before = await history();
    const [first, ...rest] = readMigrationFiles();
    if (!first) throw new Error("expected at least one migration");
    const edited: MigrationFile = { ...first, sql: `${first.sql}\n-- edited`, checksum: "0".repeat(64) };
    const next: MigrationFile = { name: "99999999999999_next", sql: "CREATE TABLE next_table (id int);", checksum: "1".repeat(64) };

    const run = applyMigrations(database.url, { migrations: [edited, ...rest, next] });

    await expect(run).rejects.toThrow(MigrationError);
    await expect(run).rejects.toThrow(new RegExp(`${first.name} was changed after it was applied`));
    expect(await history()).toEqual(before);
    expect(await tables()).not.toContain("next_table");
  });

  it("accepts a file whose only change is Windows line endings", async () => {
    await applyMigrations(database.url);
    const crlf = readMigrationFiles().map((file) => ({ ...file, sql: file.sql.replace(/\n/g, "\r\n") }));

    expect(await applyMigrations(database.url, { migrations: crlf })).toEqual([]);
  });

  it("rolls back a failing migration whole and names it", async () => {
    const broken: MigrationFile = {
      name: "20000101000000_broken",
      sql: "CREATE TABLE half_done (id int);\nSELECT * FROM no_such_table;",
      checksum: "2".repeat(64),
    };

    await expect(applyMigrations(database.url, { migrations: [broken] })).rejects.toThrow(
      /20000101000000_broken failed and was rolled back/,
    );
    expect(await tables()).not.toContain("half_done");
    expect(await history()).toEqual([]);
  });

  it("refuses to go on after a migration Prisma left unfinished", async () => {
    await applyMigrations(database.url, { migrations: [] });
    await query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name) VALUES ('x', '${"3".repeat(64)}', '20000101000000_crashed')`,
    );

    await expect(applyMigrations(database.url)).rejects.toThrow(/20000101000000_crashed started but did not finish/);
    expect(await tables()).not.toContain("contacts");
  });

  it("lets two concurrent runs apply each migration exactly once", async () => {
    const [a, b] = await Promise.all([applyMigrations(database.url), applyMigrations(database.url)]);

    expect([...(a ?? []), ...(b ?? [])].sort()).toEqual(migrationFolders);
    expect((await history()).map((row) => row.migration_name)).toEqual(migrationFolders);
  });
});

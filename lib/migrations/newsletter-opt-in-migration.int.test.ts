import pg from "pg";
import { expect, it } from "vitest";
import { createScratchDatabase } from "@/test/scratch-database";
import { applyMigrations } from "./apply-migrations";
import { readMigrationFiles } from "./migration-files";

// The release that brought double opt-in must not lose the agency's existing
// list: the sweep deletes unconfirmed sign-ups after 30 days.
it("keeps every subscriber from before double opt-in as confirmed, since when they subscribed", async () => {
  const database = await createScratchDatabase(process.env.DATABASE_URL);
  const client = new pg.Client({ connectionString: database.url });
  try {
    const all = readMigrationFiles();
    const optIn = all.findIndex((migration) => migration.name.endsWith("_newsletter_double_opt_in"));
    expect(optIn).toBeGreaterThan(0);
    await applyMigrations(database.url, { migrations: all.slice(0, optIn) });
    await client.connect();
    await client.query(`INSERT INTO newsletter_subscriptions (email, subscribed_at) VALUES ('early@example.in', '2026-01-05T10:00:00Z')`);

    await applyMigrations(database.url, { migrations: all });

    const { rows } = await client.query<{ confirmed_at: Date | null }>(
      `SELECT confirmed_at FROM newsletter_subscriptions WHERE email = 'early@example.in'`,
    );
    expect(rows[0]?.confirmed_at?.toISOString()).toBe("2026-01-05T10:00:00.000Z");
  } finally {
    await client.end().catch(() => undefined);
    await database.drop();
  }
});

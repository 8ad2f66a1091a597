import pg from "pg";
import { expect, it } from "vitest";
import { createScratchDatabase } from "@/test/scratch-database";
import { applyMigrations } from "./apply-migrations";
import { readMigrationFiles } from "./migration-files";

// Mail already waiting when the release that orders the outbox by priority arrives must be
// ordered too: a visitor's acknowledgement written before it still goes ahead of notifications.
it("gives mail already waiting its template's priority", async () => {
  const database = await createScratchDatabase(process.env.DATABASE_URL);
  const client = new pg.Client({ connectionString: database.url });
  try {
    const all = readMigrationFiles();
    const prioritised = all.findIndex((migration) => migration.name.endsWith("_outbox_mail_priority"));
    expect(prioritised).toBeGreaterThan(0);
    await applyMigrations(database.url, { migrations: all.slice(0, prioritised) });
    await client.connect();
    await client.query(
      `INSERT INTO outbox_mails (template, "to", subject, html, text) VALUES
         ('contact-notification', 'hello@example.com', 'n', 'n', 'n'),
         ('contact-acknowledgement', 'asha@example.in', 'a', 'a', 'a'),
         ('quote-acknowledgement', 'asha@example.in', 'q', 'q', 'q'),
         ('newsletter-welcome', 'asha@example.in', 'w', 'w', 'w'),
         ('career-notification', 'hello@example.com', 'c', 'c', 'c')`,
    );

    await applyMigrations(database.url, { migrations: all });

    const { rows } = await client.query<{ template: string; priority: number }>(
      `SELECT template, priority FROM outbox_mails ORDER BY template`,
    );
    expect(rows).toEqual([
      { template: "career-notification", priority: 1 },
      { template: "contact-acknowledgement", priority: 0 },
      { template: "contact-notification", priority: 1 },
      { template: "newsletter-welcome", priority: 0 },
      { template: "quote-acknowledgement", priority: 0 },
    ]);
  } finally {
    await client.end().catch(() => undefined);
    await database.drop();
  }
});

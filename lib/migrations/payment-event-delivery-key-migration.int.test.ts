import pg from "pg";
import { expect, it } from "vitest";
import { createScratchDatabase } from "@/test/scratch-database";
import { applyMigrations } from "./apply-migrations";
import { readMigrationFiles } from "./migration-files";

// The release that identifies webhook deliveries by their signed body must apply to a table that
// already holds deliveries, replays of one body under new event ids among them.
it("gives each delivery stored before its key, keeps its repeats, and refuses a new copy", async () => {
  const database = await createScratchDatabase(process.env.DATABASE_URL);
  const client = new pg.Client({ connectionString: database.url });
  try {
    const all = readMigrationFiles();
    const keyed = all.findIndex((migration) => migration.name.endsWith("_payment_event_delivery_key"));
    expect(keyed).toBeGreaterThan(0);
    await applyMigrations(database.url, { migrations: all.slice(0, keyed) });
    await client.connect();
    const captured = JSON.stringify({ event: "payment.captured", payload: { payment: { entity: { id: "pay_Early01" } } } });
    await client.query(
      `INSERT INTO payment_events (event_id, type, outcome, payload, received_at) VALUES
         ('evt_first', 'payment.captured', 'applied', $1, '2026-01-05T10:00:00Z'),
         ('evt_replay', 'payment.captured', 'ignored', $1, '2026-01-05T10:05:00Z'),
         ('evt_refund', 'refund.created', 'ignored', '{"event":"refund.created","payload":{}}', '2026-01-05T11:00:00Z')`,
      [captured],
    );

    await applyMigrations(database.url, { migrations: all });

    const { rows } = await client.query<{ event_id: string; delivery_key: string | null }>(
      `SELECT event_id, delivery_key FROM payment_events ORDER BY event_id`,
    );
    expect(rows).toEqual([
      { event_id: "evt_first", delivery_key: "payment.captured:pay_Early01" },
      { event_id: "evt_refund", delivery_key: null },
      { event_id: "evt_replay", delivery_key: null },
    ]);
    const again = await client.query(
      `INSERT INTO payment_events (event_id, delivery_key, type, outcome, payload)
       VALUES ('evt_new', 'payment.captured:pay_Early01', 'payment.captured', 'received', $1) ON CONFLICT DO NOTHING`,
      [captured],
    );
    expect(again.rowCount).toBe(0);
  } finally {
    await client.end().catch(() => undefined);
    await database.drop();
  }
});

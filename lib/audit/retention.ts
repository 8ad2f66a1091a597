import "server-only";
import { db } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { monthsBefore } from "@/lib/calendar";

// The only code that deletes audit rows: the scheduled sweep, past
// AUDIT_RETENTION_MONTHS. The table's trigger refuses every UPDATE and TRUNCATE,
// and a DELETE unless the transaction has set agency.audit_retention and the row
// is older than 12 months (prisma/migrations/20261128120000_audit_retention_cutoff):
// any session can set the flag, none can delete a younger row with it. Only this
// module sets it (lib/audit/append-only.test.ts checks the code for others).

const batchSize = 1000;

export async function pruneAuditEvents(now: Date = new Date()): Promise<number> {
  const cutoff = monthsBefore(now, getEnv().AUDIT_RETENTION_MONTHS);
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT set_config('agency.audit_retention', 'on', true)`;
    return tx.$executeRaw`
      DELETE FROM audit_events WHERE id IN (SELECT id FROM audit_events WHERE at < ${cutoff} LIMIT ${batchSize})`;
  });
}

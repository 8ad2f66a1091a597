import { db } from "@/lib/db";

/**
 * Empties the audit log between tests. The table's trigger refuses it to the
 * application whatever it sets; the tests' superuser turns triggers off for
 * this one transaction (session_replication_role), as only a superuser can.
 */
export async function clearAuditLog(): Promise<void> {
  await db.$transaction([
    db.$executeRaw`SET LOCAL session_replication_role = replica`,
    db.$executeRaw`TRUNCATE audit_events, audit_stranger_days`,
  ]);
}

import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { AuditAction } from "./actions";
import type { RequestOrigin } from "./network";

// The audit log: every sensitive action of an admin, written in the same
// transaction as the action itself, so an action without its row (or a row
// without its action) cannot happen. The table is append-only: nothing in the
// application updates or deletes a row, and a trigger refuses it to anyone but
// the retention sweep (lib/audit/retention.ts). A row never holds a request
// body or a lead's personal data: who, what, which record, when, from where.

export interface AuditEntry {
  action: AuditAction;
  /** The admin who acted, when known (a failed sign-in on an unknown address has none). */
  admin: { adminId: string; email: string } | null;
  /** Which record: a lead's id, a list's name, a session's id. Never an e-mail address. */
  recordId?: string | null;
  origin: RequestOrigin;
}

type Writer = Pick<Prisma.TransactionClient, "auditEvent" | "$queryRaw">;

/**
 * Rows a day that strangers may add: failed sign-ins naming no admin (an unknown e-mail), which
 * anyone can cause from any address. An admin's own failures name them and are always kept; 200
 * strangers' failures a day is far more than anyone looks through, and bounds their share of the
 * 12-month log near 73,000 rows. Past it a failure is only counted (audit_stranger_days).
 */
export const strangerRowsPerDay = 200;

export async function recordAudit(tx: Writer, entry: AuditEntry): Promise<void> {
  if (entry.admin === null && !(await keepStrangerRow(tx))) return;
  await tx.auditEvent.create({
    data: {
      action: entry.action,
      adminId: entry.admin?.adminId ?? null,
      adminEmail: entry.admin?.email ?? null,
      recordId: entry.recordId ?? null,
      network: entry.origin.network,
      country: entry.origin.country,
    },
    select: { id: true },
  });
}

/** Counts a stranger's row for the day and says whether it is within the day's ceiling. */
async function keepStrangerRow(tx: Writer): Promise<boolean> {
  const [counted] = await tx.$queryRaw<{ seen: number }[]>`
    INSERT INTO audit_stranger_days AS d (day, seen, kept) VALUES ((now() AT TIME ZONE 'UTC')::date, 1, 1)
    ON CONFLICT (day) DO UPDATE SET seen = d.seen + 1, kept = LEAST(d.seen + 1, ${strangerRowsPerDay})
    RETURNING seen`;
  return (counted?.seen ?? 0) <= strangerRowsPerDay;
}

/** Runs `action` and writes its audit row in one transaction: both or neither. */
export async function withAudit<T>(
  entry: AuditEntry | ((result: T) => AuditEntry | null),
  action: (tx: Prisma.TransactionClient) => Promise<T>,
): Promise<T> {
  return db.$transaction(async (tx) => {
    const result = await action(tx);
    const row = typeof entry === "function" ? entry(result) : entry;
    if (row) await recordAudit(tx, row);
    return result;
  });
}

export interface AuditFilter {
  action: AuditAction | null;
  adminId: string | null;
  page: number;
}

export const auditPageSize = 50;

const auditSelect = {
  id: true,
  at: true,
  adminId: true,
  adminEmail: true,
  action: true,
  recordId: true,
  network: true,
  country: true,
} satisfies Prisma.AuditEventSelect;

export type AuditRow = Prisma.AuditEventGetPayload<{ select: typeof auditSelect }>;

/** One page of the log, newest first, with the total that matches. */
export async function listAuditEvents(filter: AuditFilter): Promise<{ rows: AuditRow[]; total: number }> {
  const where: Prisma.AuditEventWhereInput = {
    ...(filter.action ? { action: filter.action } : {}),
    ...(filter.adminId ? { adminId: filter.adminId } : {}),
  };
  const [rows, total] = await Promise.all([
    db.auditEvent.findMany({
      where,
      select: auditSelect,
      orderBy: [{ at: "desc" }, { id: "desc" }],
      take: auditPageSize,
      skip: (filter.page - 1) * auditPageSize,
    }),
    db.auditEvent.count({ where }),
  ]);
  return { rows, total };
}

/** The admins the log names, for its filter (admins since removed included). */
export async function auditedAdmins(): Promise<{ adminId: string; email: string }[]> {
  const rows = await db.auditEvent.findMany({
    where: { adminId: { not: null } },
    distinct: ["adminId"],
    select: { adminId: true, adminEmail: true },
    orderBy: { adminId: "asc" },
  });
  return rows.flatMap((row) => (row.adminId ? [{ adminId: row.adminId, email: row.adminEmail ?? row.adminId }] : []));
}

import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import type { QuoteStatus } from "@/lib/generated/prisma/enums";
import type { Answer } from "@/lib/http/answer";
import { notFound, ok } from "@/lib/http/responses";
import { quoteStatuses } from "@/lib/leads/quote-statuses";
import { isUuid } from "@/lib/validation/uuid";
import { recordAudit, type AuditEntry } from "@/lib/audit/audit-log";
import type { RequestOrigin } from "@/lib/audit/network";

export const quoteStatusChangeSchema = z.object({
  status: z.enum(quoteStatuses, { error: "Choose pending, contacted, won or lost." }),
});

export type QuoteStatusChange = { found: false } | { found: true; status: QuoteStatus; changed: boolean; changedAt: Date | null };

/**
 * Sets a quote's status and records the change (from, to, who, when) in the
 * same transaction. The row is locked first, so two admins changing it at
 * once each record the status they really changed from. Setting the status
 * it already has records nothing.
 */
export async function changeQuoteStatus(
  quoteId: string,
  status: QuoteStatus,
  changedBy: string,
  audit?: Omit<AuditEntry, "action" | "recordId">,
): Promise<QuoteStatusChange> {
  if (!isUuid(quoteId)) return { found: false };
  return db.$transaction(async (tx) => {
    const [current] = await tx.$queryRaw<{ status: QuoteStatus }[]>`SELECT status FROM quotes WHERE id = ${quoteId}::uuid FOR UPDATE`;
    if (!current) return { found: false };
    if (current.status === status) return { found: true, status, changed: false, changedAt: null };
    await tx.quote.update({ where: { id: quoteId }, data: { status }, select: { id: true } });
    const change = await tx.quoteStatusChange.create({
      data: { quoteId, fromStatus: current.status, toStatus: status, changedBy },
      select: { changedAt: true },
    });
    if (audit) await recordAudit(tx, { ...audit, action: "quote-status-changed", recordId: quoteId });
    return { found: true, status, changed: true, changedAt: change.changedAt };
  });
}

/** What POST /api/admin/quotes/{id}/status answers a signed-in admin who chose `status`. */
export async function quoteStatusAnswer(
  quoteId: string,
  status: QuoteStatus,
  audit: { admin: { adminId: string; email: string }; origin: RequestOrigin },
): Promise<Answer> {
  const result = await changeQuoteStatus(quoteId, status, audit.admin.email, audit);
  if (!result.found) return notFound();
  return ok({ id: quoteId, status: result.status, changed: result.changed, changedAt: result.changedAt?.toISOString() ?? null });
}

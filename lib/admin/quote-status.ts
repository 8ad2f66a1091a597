import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import type { QuoteStatus } from "@/lib/generated/prisma/enums";
import { mediaType, readJsonBody } from "@/lib/http/read-body";
import { ok, unsupported } from "@/lib/http/responses";
import { quoteStatuses } from "@/lib/leads/quote-statuses";
import { isUuid } from "@/lib/validation/uuid";
import { invalid, notFound } from "./responses";
import { Answer } from "@/lib/http/answer";
import { recordAudit, type AuditEntry } from "@/lib/audit/audit-log";
import { requestOrigin } from "@/lib/audit/network";

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

/** POST /api/admin/quotes/{id}/status with {"status": …}, for a signed-in admin. */
export async function respondToQuoteStatusChange(
  request: Request,
  quoteId: string,
  admin: { adminId: string; email: string },
): Promise<Answer> {
  // JSON only: a cross-site HTML form cannot send it without a CORS preflight.
  if (mediaType(request) !== "application/json") return unsupported("Send the status as application/json.");
  const body = await readJsonBody(request, 1024);
  if (!body.ok) return body.response;
  const parsed = quoteStatusChangeSchema.safeParse(body.input);
  if (!parsed.success) return invalid(parsed.error);

  const result = await changeQuoteStatus(quoteId, parsed.data.status, admin.email, { admin, origin: requestOrigin(request.headers) });
  if (!result.found) return notFound();
  return ok({ id: quoteId, status: result.status, changed: result.changed, changedAt: result.changedAt?.toISOString() ?? null });
}

import "server-only";
import { db } from "@/lib/db";
import type { AuditAction } from "@/lib/audit/actions";
import type { AuditRow } from "@/lib/audit/audit-log";
import { isUuid } from "@/lib/validation/uuid";
import { adminTabLabels, isAdminListId } from "./dashboard-params";

// The audit log names the record an action touched as the owner knows it: a
// receipt by its number, a quote or a resume by its person's name, a session
// by its browser and place, a factor by its name. The rows keep only ids (no
// personal data in the log); the names are read when the log is shown, so an
// erased person's name goes with them and the row says the record is gone.

export interface RecordName {
  text: string;
  /** The record's page, when it still has one. */
  href?: string;
}

type Named = Pick<AuditRow, "id" | "action" | "recordId" | "adminId">;

const sessionActions: readonly string[] = ["sign-in", "sign-out", "session-ended", "sessions-ended", "second-factor-failed"];

function idsOf(rows: readonly Named[], actions: readonly string[]): string[] {
  return [...new Set(rows.flatMap((row) => (actions.includes(row.action) && row.recordId && isUuid(row.recordId) ? [row.recordId] : [])))];
}

/** The name of each row's record, by the row's id; rows without a record are left out. */
export async function nameAuditRecords(rows: readonly Named[]): Promise<Map<string, RecordName>> {
  const [receipts, quotes, resumes, sessions, passkeys] = await Promise.all([
    db.receipt.findMany({ where: { id: { in: idsOf(rows, ["receipt-resent"]) } }, select: { id: true, number: true } }),
    db.quote.findMany({ where: { id: { in: idsOf(rows, ["quote-status-changed"]) } }, select: { id: true, name: true } }),
    db.careerApplication.findMany({
      where: { resumeId: { in: idsOf(rows, ["resume-downloaded"]) } },
      select: { id: true, resumeId: true, fullName: true },
    }),
    db.adminSession.findMany({
      where: { id: { in: idsOf(rows, sessionActions) } },
      select: { id: true, browser: true, network: true, country: true },
    }),
    db.adminPasskey.findMany({ where: { id: { in: idsOf(rows, ["factor-added", "factor-removed"]) } }, select: { id: true, name: true } }),
  ]);
  const receiptOf = new Map(receipts.map((row) => [row.id, row]));
  const quoteOf = new Map(quotes.map((row) => [row.id, row]));
  const applicationOf = new Map(resumes.map((row) => [row.resumeId, row]));
  const sessionOf = new Map(sessions.map((row) => [row.id, row]));
  const passkeyOf = new Map(passkeys.map((row) => [row.id, row]));

  const name = (row: Named): RecordName | null => {
    const id = row.recordId;
    if (!id) return null;
    const action = row.action as AuditAction;
    if (action === "receipt-resent") {
      const receipt = receiptOf.get(id);
      return receipt ? { text: `Receipt ${receipt.number}`, href: `/api/admin/receipts/${receipt.id}` } : { text: "A receipt" };
    }
    if (action === "quote-status-changed") {
      const quote = quoteOf.get(id);
      return quote ? { text: `Quote of ${quote.name}`, href: `/admin/leads/quotes/${quote.id}` } : { text: "A quote since erased" };
    }
    if (action === "resume-downloaded") {
      const application = applicationOf.get(id);
      return application
        ? { text: `Resume of ${application.fullName}`, href: `/admin/leads/careers/${application.id}` }
        : { text: "A resume since deleted" };
    }
    if (action === "list-exported") return { text: isAdminListId(id) ? adminTabLabels[id] : id };
    if (action === "factor-added" || action === "factor-removed") {
      if (id === "totp") return { text: "Authenticator app" };
      const passkey = passkeyOf.get(id);
      return { text: passkey ? `Passkey “${passkey.name}”` : "A passkey since removed" };
    }
    if (sessionActions.includes(action)) {
      const session = sessionOf.get(id);
      if (!session) return { text: "A session" };
      const place = [session.network, session.country].filter(Boolean).join(", ");
      return { text: place ? `Session: ${session.browser}, from ${place}` : `Session: ${session.browser}` };
    }
    return { text: id };
  };

  const names = new Map<string, RecordName>();
  for (const row of rows) {
    const named = name(row);
    if (named) names.set(row.id, named);
  }
  return names;
}

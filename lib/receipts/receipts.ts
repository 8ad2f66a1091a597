import "server-only";
import { recordAudit, type AuditEntry } from "@/lib/audit/audit-log";
import { db } from "@/lib/db";
import { enqueueMails } from "@/lib/mail/outbox";
import { receiptMail } from "./receipt-mails";
import { receiptRecordSelect, type ReceiptRecord } from "./receipt-view";

// A receipt as its payer's link and the admin's resend find it (lib/payments/pending-receipts.ts
// completes a new receipt after its payment's paid transition).

/** A receipt the payer's signed link names (lib/receipts/receipt-links.ts); null once erased. */
export async function findReceipt(receiptId: string): Promise<ReceiptRecord | null> {
  const record = await db.receipt.findUnique({ where: { id: receiptId }, select: receiptRecordSelect });
  return record && !record.erasedAt ? record : null;
}

/** The admin's resend: the receipt's mail once more, to the payer's address. */
export async function resendReceipt(
  receiptId: string,
  audit?: Omit<AuditEntry, "action" | "recordId">,
): Promise<"queued" | "not-found" | "no-address"> {
  return db.$transaction(async (tx) => {
    const record = await tx.receipt.findUnique({
      where: { id: receiptId },
      select: {
        ...receiptRecordSelect,
        payment: { select: { ...receiptRecordSelect.payment.select, quote: { select: { email: true } } } },
      },
    });
    if (!record || record.erasedAt) return "not-found";
    const to = record.payerEmail ?? record.payment.quote?.email;
    if (!to) return "no-address";
    await enqueueMails(tx, [await receiptMail(record, to)]);
    // A resend before the payer's details came stands for the first mail: the sweep writes no other.
    await tx.receipt.updateMany({ where: { id: receiptId, mailQueuedAt: null }, data: { mailQueuedAt: new Date() } });
    // In the same transaction as the mail it queues: a resend and its audit row happen together or not at all.
    if (audit) await recordAudit(tx, { ...audit, action: "receipt-resent", recordId: receiptId });
    return "queued";
  });
}

import "server-only";
import { db } from "@/lib/db";
import { enqueueMails, maxAttempts, retryDelayMs } from "@/lib/mail/outbox";
import { receiptMail } from "@/lib/receipts/receipt-mails";
import { receiptRecordSelect } from "@/lib/receipts/receipt-view";
import { paymentsConfig } from "./config";
import { fetchRazorpayPayment, PaymentProviderError, type RazorpayPaymentDetails } from "./razorpay";

// What happens after a payment's paid transition has committed (lib/payments/paid.ts wrote
// its receipt row): Razorpay is asked for the e-mail, phone and method the payer gave
// checkout, and the receipt's mail is written to the outbox. Run right after the answer and
// by every sweep, for every receipt whose mail is not written yet, so a failed fetch or a
// crash is picked up later. The mail is written in the transaction that sets mailQueuedAt
// where it was still null, so however many runs race, one mail is written per receipt.

export interface ReceiptRunReport {
  /** Receipts whose mail was written to the outbox. */
  mailed: number;
  /** Fetches of the payer's details that failed (tried again later). */
  detailFailures: number;
}

const batchSize = 20;

/** Completes the due receipts (of one payment, or all). */
export async function completePendingReceipts({
  paymentId,
  now = new Date(),
}: { paymentId?: string; now?: Date } = {}): Promise<ReceiptRunReport> {
  const report: ReceiptRunReport = { mailed: 0, detailFailures: 0 };
  const due = await db.receipt.findMany({
    where: {
      mailQueuedAt: null,
      erasedAt: null,
      detailAttempts: { lt: maxAttempts },
      ...(paymentId ? { paymentId } : { nextDetailAttemptAt: { lte: now } }),
    },
    select: {
      id: true,
      detailsFetchedAt: true,
      detailAttempts: true,
      payment: { select: { razorpayPaymentId: true, quote: { select: { email: true } } } },
    },
    orderBy: { createdAt: "asc" },
    take: batchSize,
  });
  for (const receipt of due) {
    let details: RazorpayPaymentDetails | null = null;
    if (!receipt.detailsFetchedAt) {
      try {
        details = await fetchDetails(receipt.payment.razorpayPaymentId);
      } catch (error) {
        report.detailFailures += 1;
        const attempts = receipt.detailAttempts + 1;
        await db.receipt.updateMany({
          where: { id: receipt.id, mailQueuedAt: null },
          data: {
            detailAttempts: attempts,
            nextDetailAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
            lastDetailError: error instanceof Error ? error.message.slice(0, 300) : "unknown error",
          },
        });
        continue;
      }
    }
    if (await queueReceiptMail(receipt.id, details, receipt.payment.quote?.email ?? null, now)) report.mailed += 1;
  }
  return report;
}

async function fetchDetails(razorpayPaymentId: string | null): Promise<RazorpayPaymentDetails> {
  const config = paymentsConfig();
  if (!config) throw new PaymentProviderError("Razorpay is not configured");
  if (!razorpayPaymentId) throw new PaymentProviderError("The payment has no Razorpay payment id");
  return fetchRazorpayPayment(config, razorpayPaymentId);
}

/** Stores the payer's details and writes the receipt's mail, unless another run has already. */
async function queueReceiptMail(
  receiptId: string,
  details: RazorpayPaymentDetails | null,
  quoteEmail: string | null,
  now: Date,
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const claimed = await tx.receipt.updateMany({
      where: { id: receiptId, mailQueuedAt: null, erasedAt: null },
      data: {
        ...(details ? { payerEmail: details.email, payerContact: details.contact, method: details.method, detailsFetchedAt: now } : {}),
        mailQueuedAt: now,
        lastDetailError: null,
      },
    });
    if (claimed.count === 0) return false;
    const record = await tx.receipt.findUniqueOrThrow({ where: { id: receiptId }, select: receiptRecordSelect });
    // The address the payer gave checkout; for a quote whose payer gave none, the quote's.
    const to = record.payerEmail ?? quoteEmail;
    if (!to) return false;
    await enqueueMails(tx, [await receiptMail(record, to)]);
    return true;
  });
}

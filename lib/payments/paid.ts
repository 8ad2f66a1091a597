import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { enqueueMails } from "@/lib/mail/outbox";
import { financialYearOf, receiptNumber } from "@/lib/receipts/financial-year";
import { flaggedNotification, paidNotification, type PaymentFacts } from "./payment-mails";

// The one "paid" transition of a payment, whichever report comes first: the
// checkout's verified answer, payment.captured or order.paid. It is a
// conditional UPDATE (status <> 'paid') inside the caller's transaction: of two
// racing reports, the second waits on the row lock, finds the payment paid and
// changes nothing. Only the winner numbers the receipt and writes the agency's
// notice to the outbox, in the same transaction, so a crash after the commit
// leaves both behind for the sweep and a repeat adds neither.

export interface PaidTransition {
  paymentId: string;
  receiptId: string;
  receiptNumber: string;
}

interface PaidRow {
  id: string;
  purpose: PaymentFacts["purpose"];
  reference: string;
  quote_id: string | null;
  description: string;
  amount_paise: number;
  currency: string;
  language: string;
  razorpay_order_id: string;
  razorpay_payment_id: string | null;
}

/** Marks the payment paid if it is not yet; returns the receipt it got, or null when it was paid already. */
export async function markPaymentPaid(
  tx: Prisma.TransactionClient,
  { paymentId, razorpayPaymentId, now = new Date() }: { paymentId: string; razorpayPaymentId: string | undefined; now?: Date },
): Promise<PaidTransition | null> {
  const [payment] = await tx.$queryRaw<PaidRow[]>`
    UPDATE payments
    SET status = 'paid', razorpay_payment_id = COALESCE(${razorpayPaymentId ?? null}, razorpay_payment_id), paid_at = ${now}, updated_at = now()
    WHERE id = ${paymentId}::uuid AND status <> 'paid'
    RETURNING id::text, purpose::text AS purpose, reference, quote_id::text, description, amount_paise, currency, language,
      razorpay_order_id, razorpay_payment_id`;
  if (!payment) return null;

  // The year's counter row is locked until this transaction ends: numbers are taken one at a
  // time, and a transaction that rolls back gives its number back, so none is skipped.
  const financialYear = financialYearOf(now);
  const [counter] = await tx.$queryRaw<{ last_number: number }[]>`
    INSERT INTO receipt_sequences (financial_year, last_number) VALUES (${financialYear}, 1)
    ON CONFLICT (financial_year) DO UPDATE SET last_number = receipt_sequences.last_number + 1
    RETURNING last_number`;
  const sequence = counter?.last_number ?? 1;
  const number = receiptNumber(financialYear, sequence);

  const quote = payment.quote_id
    ? await tx.quote.findUnique({ where: { id: payment.quote_id }, select: { id: true, name: true, email: true } })
    : null;
  const receipt = await tx.receipt.create({
    data: {
      paymentId: payment.id,
      number,
      financialYear,
      sequence,
      issuedAt: now,
      amountPaise: payment.amount_paise,
      description: payment.description,
      language: payment.language,
      // A quote's payer is its submitter; a service or plan's is known only by what Razorpay reports.
      payerName: quote?.name ?? null,
    },
    select: { id: true },
  });
  await enqueueMails(tx, [await paidNotification(paymentFacts(payment, quote), { number, issuedAt: now })]);
  return { paymentId: payment.id, receiptId: receipt.id, receiptNumber: number };
}

/** Records why a payment disagrees with its order (the latest reason); the agency is told the first time only. */
export async function flagPayment(tx: Prisma.TransactionClient, paymentId: string, reason: string): Promise<void> {
  const [before] = await tx.$queryRaw<{ flagged: boolean }[]>`
    SELECT flagged_reason IS NOT NULL AS flagged FROM payments WHERE id = ${paymentId}::uuid FOR UPDATE`;
  const [payment] = await tx.$queryRaw<PaidRow[]>`
    UPDATE payments SET flagged_reason = ${reason.slice(0, 300)}, updated_at = now()
    WHERE id = ${paymentId}::uuid
    RETURNING id::text, purpose::text AS purpose, reference, quote_id::text, description, amount_paise, currency, language,
      razorpay_order_id, razorpay_payment_id`;
  if (!payment || before?.flagged !== false) return;
  const quote = payment.quote_id
    ? await tx.quote.findUnique({ where: { id: payment.quote_id }, select: { id: true, name: true, email: true } })
    : null;
  await enqueueMails(tx, [await flaggedNotification(paymentFacts(payment, quote), reason)]);
}

function paymentFacts(row: PaidRow, quote: PaymentFacts["quote"]): PaymentFacts {
  return {
    id: row.id,
    purpose: row.purpose,
    reference: row.reference,
    description: row.description,
    amountPaise: row.amount_paise,
    currency: row.currency,
    razorpayOrderId: row.razorpay_order_id,
    razorpayPaymentId: row.razorpay_payment_id,
    quote,
  };
}

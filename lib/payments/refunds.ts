import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { enqueueMails } from "@/lib/mail/outbox";
import { refundMail } from "@/lib/receipts/receipt-mails";
import { receiptRecordSelect } from "@/lib/receipts/receipt-view";
import type { Event } from "./webhook-event";

// Razorpay's refund webhooks (refund.processed, refund.failed: payload.refund.entity with the
// refund's id, payment_id, amount and currency, and payload.payment.entity, the payment
// refunded: https://razorpay.com/docs/webhooks/refunds/). Each refund is one row by its id;
// processed is final, so a late refund.failed never undoes it, and the payer's mail is
// written only by the delivery that first makes the refund processed.

const refundIdPattern = /^rfnd_[A-Za-z0-9]{1,60}$/;

type RefundOutcome = { outcome: "applied" | "ignored" | "flagged"; paymentId?: string; paid?: false };

export async function recordRefund(tx: Prisma.TransactionClient, type: string, event: Event): Promise<RefundOutcome> {
  const refund = event.payload?.refund?.entity;
  const paymentEntity = event.payload?.payment?.entity;
  const refundId = refund?.id;
  const razorpayPaymentId = refund?.payment_id ?? paymentEntity?.id;
  if (typeof refundId !== "string" || !refundIdPattern.test(refundId) || typeof razorpayPaymentId !== "string")
    return { outcome: "ignored" };
  if (typeof refund?.amount !== "number" || !Number.isSafeInteger(refund.amount) || refund.amount <= 0) return { outcome: "ignored" };

  const orderId = typeof paymentEntity?.order_id === "string" ? paymentEntity.order_id : null;
  // One at a time per payment, as the payment events are.
  const [payment] = await tx.$queryRaw<{ id: string; amount_paise: number; currency: string }[]>`
    SELECT id::text, amount_paise, currency FROM payments
    WHERE razorpay_payment_id = ${razorpayPaymentId} OR (${orderId}::text IS NOT NULL AND razorpay_order_id = ${orderId})
    ORDER BY (razorpay_payment_id = ${razorpayPaymentId}) DESC
    LIMIT 1 FOR UPDATE`;
  if (!payment) return { outcome: "ignored" };
  if (refund.currency !== payment.currency || refund.amount > payment.amount_paise) return { outcome: "flagged", paymentId: payment.id };

  const status = type === "refund.processed" ? "processed" : "failed";
  const [before] = await tx.$queryRaw<{ status: string }[]>`SELECT status FROM payment_refunds WHERE id = ${refundId} FOR UPDATE`;
  if (before?.status === "processed" || before?.status === status) return { outcome: "ignored", paymentId: payment.id };
  await tx.paymentRefund.upsert({
    where: { id: refundId },
    create: {
      id: refundId,
      paymentId: payment.id,
      amountPaise: refund.amount,
      currency: refund.currency,
      status,
      processedAt: status === "processed" ? new Date() : null,
    },
    update: { status, amountPaise: refund.amount, processedAt: status === "processed" ? new Date() : null },
    select: { id: true },
  });

  if (status === "processed") {
    const receipt = await tx.receipt.findUnique({ where: { paymentId: payment.id }, select: receiptRecordSelect });
    const to = receipt?.payerEmail ?? paymentEntityEmail(paymentEntity);
    if (receipt && !receipt.erasedAt && to) await enqueueMails(tx, [await refundMail(receipt, to, { amountPaise: refund.amount })]);
  }
  return { outcome: "applied", paymentId: payment.id };
}

function paymentEntityEmail(entity: unknown): string | null {
  const email = (entity as { email?: unknown } | undefined)?.email;
  return typeof email === "string" && email.includes("@") && email.length <= 254 ? email.toLowerCase() : null;
}

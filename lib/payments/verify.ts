import "server-only";
import { db } from "@/lib/db";
import type { PaymentsConfig } from "./config";
import { markPaymentPaid } from "./paid";
import { verifyPaymentSignature } from "./signatures";

export type VerifyResult =
  { ok: true; razorpayPaymentId: string; paymentId: string; paid: boolean } | { ok: false; reason: "signature" | "unknown-order" };

/**
 * Checkout's success handler sends order id, payment id and signature here.
 * Only a signature made with our key secret marks the payment paid; a webhook
 * may have done so already, which is fine.
 */
export async function verifyCheckoutPayment(
  config: PaymentsConfig,
  input: { orderId: string; paymentId: string; signature: string },
): Promise<VerifyResult> {
  if (!verifyPaymentSignature(input, config.keySecret)) return { ok: false, reason: "signature" };
  const payment = await db.payment.findUnique({ where: { razorpayOrderId: input.orderId }, select: { id: true } });
  if (!payment) return { ok: false, reason: "unknown-order" };
  const paid = await db.$transaction((tx) => markPaymentPaid(tx, { paymentId: payment.id, razorpayPaymentId: input.paymentId }));
  return { ok: true, razorpayPaymentId: input.paymentId, paymentId: payment.id, paid: paid !== null };
}

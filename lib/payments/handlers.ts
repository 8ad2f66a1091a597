import "server-only";
import { flushOutbox, runAfterResponse } from "@/lib/mail/flush-after-response";
import { completePendingReceipts } from "./pending-receipts";
import type { Answer } from "@/lib/http/answer";
import { ApiError } from "@/lib/http/errors";
import { created, ok, validationFailed } from "@/lib/http/responses";
import type { z } from "zod";
import type { PaymentOrderRequest, paymentVerificationSchema } from "@/lib/validation/payment";
import type { VisitSource } from "@/lib/analytics/visit-source";
import { paymentsConfig, type PaymentsConfig } from "./config";
import { createCheckoutOrder, pricePurchase } from "./orders";
import { PaymentProviderError } from "./razorpay";
import { verifyCheckoutPayment } from "./verify";
import { handleWebhook } from "./webhooks";

// The three payment routes. Thin on purpose: the rules live in orders.ts,
// verify.ts and webhooks.ts.

/** The checkout's bodies: a purchase, or Razorpay's three ids. */
export const maxPaymentBodyBytes = 16 * 1024;
/** Razorpay's webhook bodies are a few KB. */
export const maxWebhookBytes = 256 * 1024;
/**
 * Webhook requests one client address may make per rate-limit window (RATE_LIMIT_WINDOW_SECONDS,
 * 10 minutes by default). Razorpay sends a few events per payment from several addresses, and
 * retries a refused delivery later, so its own deliveries stay far below this for any sales a
 * small agency makes; a replay of captured bodies is cut off well before it costs much.
 */
export const webhookRequestsPerWindow = 300;

/** The payments settings, or the 503 that says payments are not set up. */
export function requirePaymentsConfig(): PaymentsConfig {
  const config = paymentsConfig();
  if (!config) throw new ApiError("payments_not_configured");
  return config;
}

/** POST /api/payments/orders: prices the purchase and opens a Razorpay order for it. */
export async function createOrder(purchase: PaymentOrderRequest, source: VisitSource | null): Promise<Answer> {
  const config = requirePaymentsConfig();
  try {
    const priced = await pricePurchase(purchase);
    if (!priced.ok) return validationFailed({ [priced.field]: [priced.message] });
    return created({ ...(await createCheckoutOrder(config, priced.purchase, source)) });
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      console.error("[payments] order not created", error.message);
      throw new ApiError("payment_provider_unavailable");
    }
    throw error;
  }
}

/** POST /api/payments/verify: the checkout's answer, checked against its signature. */
export async function verifyPayment(payment: z.output<typeof paymentVerificationSchema>): Promise<Answer> {
  const config = requirePaymentsConfig();
  const result = await verifyCheckoutPayment(config, {
    orderId: payment.razorpay_order_id,
    paymentId: payment.razorpay_payment_id,
    signature: payment.razorpay_signature,
  });
  if (!result.ok) {
    if (result.reason === "signature") throw new ApiError("invalid_signature", { message: "The payment signature is not valid." });
    throw new ApiError("unknown_order", { message: "Unknown order." });
  }
  if (result.paid) finishPaymentAfterResponse(result.paymentId);
  return ok({ status: "paid", paymentId: result.razorpayPaymentId });
}

/**
 * After a paid transition (or a refund) has committed: the payer's details from Razorpay, the
 * receipt's mail, then the outbox. Nothing here holds up the answer; whatever fails is done by
 * the sweep (completePendingReceipts, deliverPendingMail).
 */
function finishPaymentAfterResponse(paymentId: string | undefined): void {
  runAfterResponse(async () => {
    try {
      if (paymentId) await completePendingReceipts({ paymentId });
    } catch (error) {
      console.error("[payments] the receipt could not be completed; the sweep will retry", error);
    }
    await flushOutbox();
  });
}

/** POST /api/payments/webhook: a Razorpay delivery, its body read only once payments are set up. */
export async function receiveWebhook({
  headers,
  bytes,
}: {
  headers: Headers;
  bytes: () => Promise<Uint8Array<ArrayBuffer>>;
}): Promise<Answer> {
  const secret = paymentsConfig()?.webhookSecret;
  if (!secret) throw new ApiError("payments_not_configured");
  const body = await bytes();
  // A delivery that cannot be stored throws (a 503 from endpoint()): Razorpay retries a delivery that did not get a 2xx.
  const result = await handleWebhook(body, headers.get("x-razorpay-signature") ?? "", headers.get("x-razorpay-event-id"), secret);
  if (!result.ok) throw new ApiError(result.reason === "signature" ? "invalid_signature" : "malformed");
  // Applied events may have written mail (a paid notice, a flag, a refund); a paid one, a receipt to complete.
  if (result.outcome === "applied" || result.outcome === "flagged") finishPaymentAfterResponse(result.paid ? result.paymentId : undefined);
  return ok({ outcome: result.outcome });
}

import "server-only";
import type { z } from "zod";
import { admit, validate } from "@/lib/leads/pipeline";
import { flushOutbox, runAfterResponse } from "@/lib/mail/flush-after-response";
import { completePendingReceipts } from "./pending-receipts";
import { visitorKey } from "@/lib/http/client-ip";
import { mediaType, readBodyCapped, readJsonBody } from "@/lib/http/read-body";
import { created, ok, rateLimited, tooLarge, unsupported, validationFailed } from "@/lib/http/responses";
import { hitRateLimit } from "@/lib/security/rate-limit";
import { paymentOrderSchema, paymentVerificationSchema } from "@/lib/validation/payment";
import { paymentsConfig, type PaymentsConfig } from "./config";
import { createCheckoutOrder, pricePurchase } from "./orders";
import { PaymentProviderError } from "./razorpay";
import { verifyCheckoutPayment } from "./verify";
import { handleWebhook } from "./webhooks";
import { Answer } from "@/lib/http/answer";
import { leadSourceOf } from "@/lib/analytics/lead-source";

// The three payment routes. Thin on purpose: the rules live in orders.ts,
// verify.ts and webhooks.ts.

const maxJsonBytes = 16 * 1024;
/** Razorpay's webhook bodies are a few KB. */
const maxWebhookBytes = 256 * 1024;
/**
 * Webhook requests one client address may make per rate-limit window (RATE_LIMIT_WINDOW_SECONDS,
 * 10 minutes by default). Razorpay sends a few events per payment from several addresses, and
 * retries a refused delivery later, so its own deliveries stay far below this for any sales a
 * small agency makes; a replay of captured bodies is cut off well before it costs much.
 */
export const webhookRequestsPerWindow = 300;

function notConfigured(): Answer {
  return Answer.json(503, { error: "payments_not_configured" });
}

async function readJson(request: Request, maxBytes: number): Promise<{ ok: true; value: unknown } | { ok: false; response: Answer }> {
  if (mediaType(request) !== "application/json") return { ok: false, response: unsupported("Send JSON.") };
  const body = await readJsonBody(request, maxBytes);
  return body.ok ? { ok: true, value: body.input } : body;
}

/** How every payments request starts: payments configured, a JSON body within its cap, valid for the route's schema. */
async function parsePaymentRequest<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<{ ok: true; config: PaymentsConfig; data: z.output<S> } | { ok: false; response: Answer }> {
  const config = paymentsConfig();
  if (!config) return { ok: false, response: notConfigured() };
  const json = await readJson(request, maxJsonBytes);
  if (!json.ok) return json;
  const parsed = validate(schema, json.value);
  return parsed.ok ? { ok: true, config, data: parsed.data } : parsed;
}

/** POST /api/payments/orders */
export async function handleCreateOrder(request: Request): Promise<Answer> {
  const parsed = await parsePaymentRequest(request, paymentOrderSchema);
  if (!parsed.ok) return parsed.response;
  const { config } = parsed;
  const admission = await admit(request, "payment");
  if (admission instanceof Answer) return admission;

  try {
    const priced = await pricePurchase(parsed.data);
    if (!priced.ok) return validationFailed({ [priced.field]: [priced.message] });
    return created({ ...(await createCheckoutOrder(config, priced.purchase, leadSourceOf(request))) });
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      console.error("[payments] order not created", error.message);
      return Answer.json(502, { error: "payment_provider_unavailable" });
    }
    throw error;
  }
}

/** POST /api/payments/verify */
export async function handleVerifyPayment(request: Request): Promise<Answer> {
  const parsed = await parsePaymentRequest(request, paymentVerificationSchema);
  if (!parsed.ok) return parsed.response;
  const { config } = parsed;

  const result = await verifyCheckoutPayment(config, {
    orderId: parsed.data.razorpay_order_id,
    paymentId: parsed.data.razorpay_payment_id,
    signature: parsed.data.razorpay_signature,
  });
  if (!result.ok) {
    const message = result.reason === "signature" ? "The payment signature is not valid." : "Unknown order.";
    return Answer.json(400, { error: result.reason === "signature" ? "invalid_signature" : "unknown_order", message });
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

/** POST /api/payments/webhook */
export async function handleWebhookDelivery(request: Request): Promise<Answer> {
  const secret = paymentsConfig()?.webhookSecret;
  if (!secret) return notConfigured();
  const limited = await limitWebhookRate(request);
  if (limited) return limited;
  const body = await readBodyCapped(request, maxWebhookBytes);
  if (!body.ok) return body.reason === "too-large" ? tooLarge() : validationFailed({}, ["Unreadable body."]);

  // A delivery that cannot be stored throws (a 503 from route()): Razorpay retries a delivery that did not get a 2xx.
  const result = await handleWebhook(
    body.bytes,
    request.headers.get("x-razorpay-signature") ?? "",
    request.headers.get("x-razorpay-event-id"),
    secret,
  );
  if (!result.ok) return Answer.json(400, { error: result.reason === "signature" ? "invalid_signature" : "malformed" });
  // Applied events may have written mail (a paid notice, a flag, a refund); a paid one, a receipt to complete.
  if (result.outcome === "applied" || result.outcome === "flagged") finishPaymentAfterResponse(result.paid ? result.paymentId : undefined);
  return ok({ outcome: result.outcome });
}

/**
 * Counted per client address before the body is read. Without a trusted proxy (TRUST_PROXY)
 * no address is known and every caller shares one count, as on the forms.
 */
async function limitWebhookRate(request: Request): Promise<Answer | null> {
  const limit = await hitRateLimit(`payment-webhook:${visitorKey(request.headers) ?? "unknown-visitors"}`, webhookRequestsPerWindow);
  return limit.allowed ? null : rateLimited(limit.retryAfterSeconds);
}

import "server-only";
import type { z } from "zod";
import { admit, validate } from "@/lib/leads/pipeline";
import { mediaType, readBodyCapped, readJsonBody } from "@/lib/http/read-body";
import { created, ok, tooLarge, unsupported, validationFailed } from "@/lib/http/responses";
import { paymentOrderSchema, paymentVerificationSchema } from "@/lib/validation/payment";
import { paymentsConfig, type PaymentsConfig } from "./config";
import { createCheckoutOrder, pricePurchase } from "./orders";
import { PaymentProviderError } from "./razorpay";
import { verifyCheckoutPayment } from "./verify";
import { handleWebhook } from "./webhooks";
import { Answer } from "@/lib/http/answer";

// The three payment routes. Thin on purpose: the rules live in orders.ts,
// verify.ts and webhooks.ts.

const maxJsonBytes = 16 * 1024;
/** Razorpay's webhook bodies are a few KB. */
const maxWebhookBytes = 256 * 1024;

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
    return created({ ...(await createCheckoutOrder(config, priced.purchase)) });
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
  return ok({ status: "paid", paymentId: result.razorpayPaymentId });
}

/** POST /api/payments/webhook */
export async function handleWebhookDelivery(request: Request): Promise<Answer> {
  const secret = paymentsConfig()?.webhookSecret;
  if (!secret) return notConfigured();
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
  return ok({ outcome: result.outcome });
}

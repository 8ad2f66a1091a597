import { createHmac, timingSafeEqual } from "node:crypto";

// Razorpay's two signatures, both HMAC-SHA256 in hex, compared in constant
// time (the SDK's own helpers compare with ===, which leaks timing).

/** Checkout's signature over "order_id|payment_id", keyed with the API key secret. */
export function verifyPaymentSignature(
  { orderId, paymentId, signature }: { orderId: string; paymentId: string; signature: string },
  keySecret: string,
): boolean {
  return sameHex(hmacHex(`${orderId}|${paymentId}`, keySecret), signature);
}

/** A webhook's X-Razorpay-Signature over the raw body, keyed with the webhook secret. */
export function verifyWebhookSignature(rawBody: string | Uint8Array, signature: string, webhookSecret: string): boolean {
  return sameHex(hmacHex(rawBody, webhookSecret), signature);
}

export function hmacHex(payload: string | Uint8Array, secret: string): string {
  return createHmac("sha256", secret).update(payload).digest("hex");
}

function sameHex(expected: string, given: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, "hex"), Buffer.from(given, "hex"));
}

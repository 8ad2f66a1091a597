import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { hmacHex, verifyPaymentSignature, verifyWebhookSignature } from "./signatures";

// The SDK's own helpers (non-constant-time) are the reference our checks must agree with.
const { validatePaymentVerification, validateWebhookSignature } = createRequire(import.meta.url)("razorpay/dist/utils/razorpay-utils") as {
  validatePaymentVerification(params: { order_id: string; payment_id: string }, signature: string, secret: string): boolean;
  validateWebhookSignature(body: string, signature: string, secret: string): boolean;
};

const secret = "test-key-secret";
const orderId = "order_Nx9Z1a2b3c4d5e";
const paymentId = "pay_Nx9Z9y8x7w6v5u";
const good = hmacHex(`${orderId}|${paymentId}`, secret);

describe("verifyPaymentSignature", () => {
  it("accepts the signature Razorpay's checkout makes, as the SDK does", () => {
    expect(validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, good, secret)).toBe(true);
    expect(verifyPaymentSignature({ orderId, paymentId, signature: good }, secret)).toBe(true);
    expect(verifyPaymentSignature({ orderId, paymentId, signature: good.toUpperCase() }, secret)).toBe(true);
  });

  it.each([
    ["signed with another secret", hmacHex(`${orderId}|${paymentId}`, "another-secret")],
    ["for another payment", hmacHex(`${orderId}|pay_someoneElse`, secret)],
    ["truncated", good.slice(0, 63)],
    ["empty", ""],
    ["not hex", "z".repeat(64)],
    ["one character changed", `${good.slice(0, -1)}${good.endsWith("0") ? "1" : "0"}`],
    ["with a trailing space", `${good} `],
  ])("refuses a signature %s", (_case, signature) => {
    expect(verifyPaymentSignature({ orderId, paymentId, signature }, secret)).toBe(false);
  });
});

describe("verifyWebhookSignature", () => {
  const body = JSON.stringify({ event: "payment.captured", payload: { payment: { entity: { id: paymentId } } } });
  const signature = hmacHex(body, "webhook-secret");

  it("accepts the signature over the raw body, as the SDK does", () => {
    expect(validateWebhookSignature(body, signature, "webhook-secret")).toBe(true);
    expect(verifyWebhookSignature(body, signature, "webhook-secret")).toBe(true);
    expect(verifyWebhookSignature(new TextEncoder().encode(body), signature, "webhook-secret")).toBe(true);
  });

  it("refuses a body changed after signing, even only in whitespace", () => {
    expect(verifyWebhookSignature(body.replace("{", "{ "), signature, "webhook-secret")).toBe(false);
    expect(verifyWebhookSignature(JSON.stringify(JSON.parse(body), null, 2), signature, "webhook-secret")).toBe(false);
  });

  it("refuses a forged or truncated signature and the API key secret", () => {
    expect(verifyWebhookSignature(body, hmacHex(body, "key-secret-instead"), "webhook-secret")).toBe(false);
    expect(verifyWebhookSignature(body, signature.slice(0, 40), "webhook-secret")).toBe(false);
  });
});

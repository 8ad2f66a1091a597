import "server-only";
import type { PaymentsConfig } from "./config";

export interface RazorpayOrder {
  id: string;
  amount: number;
  currency: string;
}

export class PaymentProviderError extends Error {
  override name = "PaymentProviderError";
}

/** Razorpay's API must answer within this; a checkout waits on it. */
const timeoutMs = 10_000;

function basicAuth(config: PaymentsConfig): string {
  return `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString("base64")}`;
}

/** Razorpay's answer, or a PaymentProviderError naming why there is none. */
async function callRazorpay(config: PaymentsConfig, path: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(new URL(path, config.apiBaseUrl), {
      ...init,
      headers: { authorization: basicAuth(config), ...(init.body ? { "content-type": "application/json" } : {}) },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new PaymentProviderError(
      error instanceof Error && error.name === "TimeoutError" ? "Razorpay did not answer in time" : "Razorpay could not be reached",
    );
  }
  const body = (await response.json().catch(() => null)) as (Record<string, unknown> & { error?: { description?: string } }) | null;
  if (!response.ok) {
    throw new PaymentProviderError(`Razorpay answered ${response.status}: ${body?.error?.description ?? "no description"}`);
  }
  if (body === null || typeof body !== "object") throw new PaymentProviderError("Razorpay answered without a body");
  return body;
}

/**
 * Creates an order through Razorpay's Orders API (POST /v1/orders, basic auth
 * with the key id and secret: https://razorpay.com/docs/api/orders/create/).
 * Plain fetch rather than the SDK: the SDK fixes its host, and pointing it at
 * the tests' stand-in meant patching its private HTTP client. Only the base URL
 * differs between production and tests.
 */
export async function createRazorpayOrder(
  config: PaymentsConfig,
  order: { amountPaise: number; receipt: string; notes: Record<string, string> },
): Promise<RazorpayOrder> {
  const body = await callRazorpay(config, "/v1/orders", {
    method: "POST",
    body: JSON.stringify({ amount: order.amountPaise, currency: "INR", receipt: order.receipt, notes: order.notes }),
  });
  if (typeof body.id !== "string" || typeof body.currency !== "string" || body.amount === undefined) {
    throw new PaymentProviderError("Razorpay answered without an order");
  }
  return { id: body.id, amount: Number(body.amount), currency: body.currency };
}

/** What a receipt needs of a payment, as the payer entered it in checkout. */
export interface RazorpayPaymentDetails {
  id: string;
  orderId: string | null;
  email: string | null;
  contact: string | null;
  /** card, upi, netbanking, wallet, emi, … */
  method: string | null;
  amount: number;
  currency: string;
}

const detailText = (value: unknown, max: number): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim().slice(0, max) : null;

/**
 * Fetches one payment (GET /v1/payments/:id, https://razorpay.com/docs/api/payments/fetch-with-id/)
 * for the e-mail, phone and method the payer gave in checkout. Only these fields are kept;
 * card numbers and the like are never read.
 */
export async function fetchRazorpayPayment(config: PaymentsConfig, paymentId: string): Promise<RazorpayPaymentDetails> {
  if (!/^[A-Za-z0-9_]{1,64}$/.test(paymentId)) throw new PaymentProviderError("Not a Razorpay payment id");
  const body = await callRazorpay(config, `/v1/payments/${paymentId}`);
  if (body.id !== paymentId || typeof body.amount !== "number" || typeof body.currency !== "string") {
    throw new PaymentProviderError("Razorpay answered without the payment");
  }
  return {
    id: paymentId,
    orderId: detailText(body.order_id, 64),
    email: detailText(body.email, 254)?.toLowerCase() ?? null,
    contact: detailText(body.contact, 32),
    method: detailText(body.method, 32),
    amount: body.amount,
    currency: body.currency,
  };
}

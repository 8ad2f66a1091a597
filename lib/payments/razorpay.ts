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
  let response: Response;
  try {
    response = await fetch(new URL("/v1/orders", config.apiBaseUrl), {
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString("base64")}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({ amount: order.amountPaise, currency: "INR", receipt: order.receipt, notes: order.notes }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new PaymentProviderError(
      error instanceof Error && error.name === "TimeoutError" ? "Razorpay did not answer in time" : "Razorpay could not be reached",
    );
  }
  const body = (await response.json().catch(() => null)) as (Partial<RazorpayOrder> & { error?: { description?: string } }) | null;
  if (!response.ok) {
    throw new PaymentProviderError(`Razorpay answered ${response.status}: ${body?.error?.description ?? "no description"}`);
  }
  if (typeof body?.id !== "string" || typeof body.currency !== "string" || body.amount === undefined) {
    throw new PaymentProviderError("Razorpay answered without an order");
  }
  return { id: body.id, amount: Number(body.amount), currency: body.currency };
}

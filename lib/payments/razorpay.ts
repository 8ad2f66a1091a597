import "server-only";
import Razorpay from "razorpay";
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
 * Creates an order with the official SDK. Only the base URL can differ from
 * production (tests point it at a local stand-in): the SDK fixes its host, so
 * its HTTP client's base URL is set after construction.
 */
export async function createRazorpayOrder(
  config: PaymentsConfig,
  order: { amountPaise: number; receipt: string; notes: Record<string, string> },
): Promise<RazorpayOrder> {
  const client = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  const http = (client as unknown as { api: { rq: { defaults: { baseURL?: string; timeout?: number } } } }).api.rq;
  http.defaults.baseURL = config.apiBaseUrl;
  http.defaults.timeout = timeoutMs;
  try {
    const created = await client.orders.create({
      amount: order.amountPaise,
      currency: "INR",
      receipt: order.receipt,
      notes: order.notes,
    });
    return { id: created.id, amount: Number(created.amount), currency: created.currency };
  } catch (error) {
    throw new PaymentProviderError(describeProviderError(error));
  }
}

function describeProviderError(error: unknown): string {
  if (typeof error === "object" && error !== null) {
    const { statusCode, error: detail } = error as { statusCode?: number; error?: { description?: string } };
    if (statusCode) return `Razorpay answered ${statusCode}: ${detail?.description ?? "no description"}`;
    if (error instanceof Error) return error.message;
  }
  return "Razorpay could not be reached";
}

"use client";

import { toast } from "@/components/ui/toast";
import { addressLine } from "@/lib/catalogue/company";
import type { PaymentOrderInput } from "@/lib/validation/payment";
import { paymentToastTexts } from "@/lib/i18n/messages/en/payment-toast-texts";
import { fill } from "@/lib/i18n/fill";
import { leadSourceHeaders } from "@/lib/browser/visit-storage";
import { callApi } from "@/lib/browser/api/call-api";

// Card payment through Razorpay's checkout. The server prices the order and
// verifies the result; the browser only opens the checkout it was given.

export type CheckoutOutcome = "paid" | "dismissed" | "failed" | "not-configured" | "unavailable";

/** A verified payment, for the confirmation that stays on the page. */
export interface PaidCheckout {
  paymentId: string;
  amountPaise: number;
}

const checkoutScriptUrl = "https://checkout.razorpay.com/v1/checkout.js";
/** The checkout's accent: the site's indigo. */
const themeColour = "#4f46e5";
const notConfiguredMs = 8000;

interface CheckoutOrder {
  orderId: string;
  amount: number;
  currency: string;
  keyId: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
}

interface RazorpaySuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

interface RazorpayInstance {
  open(): void;
  on(event: "payment.failed", handler: (response: { error?: { description?: string } }) => void): void;
}

type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

let scriptLoading: Promise<RazorpayConstructor> | undefined;

/** Loads Razorpay's script the first time a visitor pays, not at page start. */
function loadCheckoutScript(): Promise<RazorpayConstructor> {
  scriptLoading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = checkoutScriptUrl;
    script.async = true;
    script.onload = () => {
      const constructor = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (constructor) resolve(constructor);
      else reject(new Error("Razorpay checkout did not load"));
    };
    script.onerror = () => reject(new Error("Razorpay checkout did not load"));
    document.head.append(script);
  }).catch((error: unknown) => {
    scriptLoading = undefined;
    throw error;
  });
  return scriptLoading;
}

async function createOrder(request: PaymentOrderInput): Promise<CheckoutOrder | "not-configured" | "unavailable"> {
  const result = await callApi<CheckoutOrder>("/api/payments/orders", { json: request, headers: leadSourceHeaders() });
  if (result.ok && result.status === 201) return result.body;
  if (!result.ok && result.code === "payments_not_configured") return "not-configured";
  return "unavailable";
}

async function verify(success: RazorpaySuccess): Promise<boolean> {
  return (await callApi("/api/payments/verify", { json: success })).ok;
}

/**
 * Creates the order, opens Razorpay's checkout and reports how it ended, in the page's language
 * (`translated`, or English). A caller that says itself why a payment did not start (the quote's
 * confirmation) asks for no toast then: `toastIfNotStarted: false`. `onPaid` hears
 * of a verified payment before the outcome returns.
 */
export async function startCheckout(
  request: PaymentOrderInput,
  translated?: typeof paymentToastTexts,
  { toastIfNotStarted = true, onPaid }: { toastIfNotStarted?: boolean; onPaid?: (paid: PaidCheckout) => void } = {},
): Promise<CheckoutOutcome> {
  const texts = translated ?? paymentToastTexts;
  const order = await createOrder(request);
  if (order === "not-configured") {
    // The spec's notice, whoever asked.
    toast.error(texts.notConfigured, { description: texts.notConfiguredText, duration: notConfiguredMs });
    return "not-configured";
  }
  if (order === "unavailable") {
    if (toastIfNotStarted) toast.error(texts.notStarted, { description: texts.tryAgain });
    return "unavailable";
  }

  let Razorpay: RazorpayConstructor;
  try {
    Razorpay = await loadCheckoutScript();
  } catch {
    if (toastIfNotStarted) toast.error(texts.notStarted, { description: texts.windowFailed });
    return "unavailable";
  }

  return new Promise<CheckoutOutcome>((resolve) => {
    const checkout = new Razorpay({
      key: order.keyId,
      amount: order.amount,
      currency: order.currency,
      name: order.name,
      description: order.description,
      image: `${window.location.origin}/logo.svg`,
      order_id: order.orderId,
      prefill: order.prefill,
      notes: { address: addressLine },
      theme: { color: themeColour },
      handler: async (success: RazorpaySuccess) => {
        if (await verify(success)) {
          onPaid?.({ paymentId: success.razorpay_payment_id, amountPaise: order.amount });
          toast.success(texts.paid, { description: fill(texts.paymentId, { id: success.razorpay_payment_id }) });
          resolve("paid");
        } else {
          toast.error(texts.unconfirmed, { description: texts.unconfirmedText });
          resolve("failed");
        }
      },
      modal: { ondismiss: () => resolve("dismissed") },
    });
    checkout.on("payment.failed", (response) => {
      toast.error(texts.failed, { description: response.error?.description ?? texts.failedText });
    });
    checkout.open();
  });
}

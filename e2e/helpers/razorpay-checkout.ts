import type { Page } from "@playwright/test";
import { e2eRazorpay } from "../../test/e2e-settings";

// A stand-in for Razorpay's checkout.js, served by Playwright in place of the
// real script: open() "pays" at once and calls the site's handler with what
// Razorpay would send, signed with the test key secret (or forged), or
// closes the window as a visitor would.

export type CheckoutBehaviour = "pay" | "pay-with-forged-signature" | "dismiss";

export const checkoutScriptUrl = "https://checkout.razorpay.com/v1/checkout.js";

export async function serveCheckoutStandIn(page: Page, behaviour: CheckoutBehaviour): Promise<void> {
  const secret = behaviour === "pay-with-forged-signature" ? "not-the-key-secret" : e2eRazorpay.keySecret;
  const script = `
    window.__checkoutOptions = [];
    window.Razorpay = class {
      constructor(options) { this.options = options; window.__checkoutOptions.push(options); }
      on() {}
      async open() {
        const options = this.options;
        if (${JSON.stringify(behaviour)} === "dismiss") { options.modal.ondismiss(); return; }
        const paymentId = "pay_E2E" + Math.random().toString(36).slice(2, 10);
        const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(${JSON.stringify(secret)}), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
        const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(options.order_id + "|" + paymentId));
        const signature = Array.from(new Uint8Array(mac), (b) => b.toString(16).padStart(2, "0")).join("");
        options.handler({ razorpay_order_id: options.order_id, razorpay_payment_id: paymentId, razorpay_signature: signature });
      }
    };`;
  await page.route(checkoutScriptUrl, (route) => route.fulfill({ contentType: "application/javascript", body: script }));
}

/** The options the site opened the checkout with (the last one). */
export async function lastCheckoutOptions(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => {
    const all = (window as unknown as { __checkoutOptions?: Record<string, unknown>[] }).__checkoutOptions ?? [];
    const last = all.at(-1) ?? {};
    return JSON.parse(JSON.stringify(last)) as Record<string, unknown>;
  });
}

import { expect, test, type Page } from "@playwright/test";
import { getPlan } from "@/lib/i18n/records/plans";
import { planPrice } from "../lib/pricing/plan-price";
import { e2eRazorpay } from "../test/e2e-settings";
import { query } from "./helpers/backend";
import { acceptCookies, settledBox, toast } from "./helpers/page";
import { checkoutScriptUrl, lastCheckoutOptions, serveCheckoutStandIn } from "./helpers/razorpay-checkout";

// Card payments end to end: the real order route (against a stand-in of
// Razorpay's Orders API), a stand-in checkout script, the real verification.

test.beforeEach(async ({ page }) => acceptCookies(page));

async function paymentFor(orderId: unknown) {
  const [row] = await query<{ status: string; amount_paise: number; razorpay_payment_id: string | null; description: string }>(
    "SELECT status::text, amount_paise, razorpay_payment_id, description FROM payments WHERE razorpay_order_id = $1",
    [orderId],
  );
  return row;
}

test("Buy Now on a service page loads checkout only on demand, pays, and the payment is verified", async ({ page }) => {
  const scriptRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith("https://checkout.razorpay.com/")) scriptRequests.push(request.url());
  });
  await serveCheckoutStandIn(page, "pay");
  await page.goto("/services/web");
  await page.waitForLoadState("networkidle");
  expect(scriptRequests).toEqual([]);

  await page.getByRole("button", { name: /Buy Now/ }).click();

  await expect(toast(page, "Payment Successful!")).toContainText(/Payment ID: pay_E2E\w+/);
  expect(scriptRequests).toEqual([checkoutScriptUrl]);
  const options = await lastCheckoutOptions(page);
  expect(options).toMatchObject({
    key: e2eRazorpay.keyId,
    amount: 799_900,
    currency: "INR",
    description: "Payment for Web Development",
    prefill: { name: "Valued Customer", email: "", contact: "" },
    theme: { color: "#4f46e5" },
  });
  expect(JSON.stringify(options)).not.toContain(e2eRazorpay.keySecret);
  const payment = await paymentFor(options.order_id);
  expect(payment).toMatchObject({ status: "paid", amount_paise: 799_900 });
  expect(payment?.razorpay_payment_id).toMatch(/^pay_E2E/);
});

test("a yearly plan on the pricing page is charged the yearly price the server computes", async ({ page }) => {
  await serveCheckoutStandIn(page, "pay");
  await page.goto("/pricing");
  await page.getByRole("button", { name: /Yearly/ }).click();
  const plan = getPlan("emark");
  if (!plan) throw new Error("no emark plan");

  await page.getByRole("button", { name: new RegExp(`^Buy Now\\W+${plan.name}$`) }).click();

  await expect(toast(page, "Payment Successful!")).toBeVisible();
  const options = await lastCheckoutOptions(page);
  expect(options).toMatchObject({ amount: planPrice(plan, "yearly") * 100, description: `Payment for ${plan.name} - yearly plan` });
  expect((await paymentFor(options.order_id))?.status).toBe("paid");
});

test("a forged checkout signature is refused and nothing is marked paid", async ({ page }) => {
  await serveCheckoutStandIn(page, "pay-with-forged-signature");
  await page.goto("/services/marketing");

  await page.getByRole("button", { name: /Buy Now/ }).click();

  await expect(toast(page, "Payment not confirmed")).toBeVisible();
  await expect(toast(page, "Payment Successful!")).toHaveCount(0);
  const options = await lastCheckoutOptions(page);
  expect(await paymentFor(options.order_id)).toMatchObject({ status: "created", razorpay_payment_id: null });
});

test("without Razorpay keys, Buy Now says the gateway is not configured and opens nothing", async ({ page }) => {
  // The server answers so when its keys are missing or placeholders (see lib/payments/config.test.ts).
  await page.route("**/api/payments/orders", (route) => route.fulfill({ status: 503, json: { error: "payments_not_configured" } }));
  let scriptRequested = false;
  await page.route(checkoutScriptUrl, (route) => {
    scriptRequested = true;
    return route.abort();
  });
  await page.goto("/services/production");

  await page.getByRole("button", { name: /Buy Now/ }).click();

  await expect(toast(page, "Payment Gateway Not Configured")).toContainText("Please provide your Razorpay Key ID to enable payments.");
  expect(scriptRequested).toBe(false);
});

test.describe("paying a quote", () => {
  async function submitQuote(page: Page, email: string) {
    await page.goto("/quote?service=entertainment");
    const main = page.locator("#main");
    await expect(main.getByRole("heading", { level: 2 }).first()).toHaveText("Personal Information", { timeout: 20_000 });
    await main.getByLabel("Full Name").fill("Nikhil Varma");
    await main.getByLabel("Email Address").fill(email);
    await main.getByLabel("Phone", { exact: false }).first().fill("98480 22338");
    for (const title of ["Select Services", "Project Details"]) {
      await main.getByRole("button", { name: "Next", exact: true }).click();
      await expect(main.getByRole("heading", { level: 2 }).first()).toHaveText(title);
    }
    await main.getByLabel("Project Description").fill("A 60-second launch reel.");
    await main.getByRole("button", { name: "Next", exact: true }).click();
    await main.getByRole("button", { name: "Submit Quote Request" }).click();
    return main;
  }

  test("after submitting, the quote's estimate is paid with the visitor's details prefilled", async ({ page }) => {
    await serveCheckoutStandIn(page, "pay");
    const email = `pay-quote-${Date.now()}@example.in`;

    const main = await submitQuote(page, email);

    await expect(main.getByRole("heading", { name: "Quote Request Submitted!" })).toBeVisible();
    await expect(main.getByText("Payment received: you paid ₹1,999 towards this quote.")).toBeVisible();
    const options = await lastCheckoutOptions(page);
    expect(options).toMatchObject({
      amount: 199_900,
      description: "Project Quote Payment",
      prefill: { name: "Nikhil Varma", email, contact: "+919848022338" },
    });
    const [row] = await query<{ status: string; estimate: number }>(
      "SELECT p.status::text AS status, q.estimate FROM payments p JOIN quotes q ON q.id = p.quote_id WHERE q.email = $1",
      [email],
    );
    expect(row).toEqual({ status: "paid", estimate: 1999 });
  });

  test("closing the checkout shows the confirmation with the payment not completed", async ({ page }) => {
    await serveCheckoutStandIn(page, "dismiss");
    const email = `dismiss-quote-${Date.now()}@example.in`;

    const main = await submitQuote(page, email);

    await expect(main.getByRole("heading", { name: "Quote Request Submitted!" })).toBeVisible();
    await expect(main.getByText(/Payment not completed/)).toBeVisible();
    const [row] = await query<{ status: string }>(
      "SELECT p.status::text AS status FROM payments p JOIN quotes q ON q.id = p.quote_id WHERE q.email = $1",
      [email],
    );
    expect(row).toEqual({ status: "created" });
  });

  test("a checkout that cannot load leaves the stored request in sight, says so beside it, and can be tried again", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.route(checkoutScriptUrl, (route) => route.abort());
    const email = `unloaded-checkout-${Date.now()}@example.in`;

    const main = await submitQuote(page, email);

    const heading = main.getByRole("heading", { name: "Quote Request Submitted!" });
    await expect(heading).toBeFocused();
    const payment = main.getByRole("status").filter({ hasText: "The payment could not be started, so nothing was charged." });
    await expect(payment).toBeVisible();
    await expect(toast(page, "Quote Request Submitted! 🎉")).toBeVisible();
    await expect(toast(page, "Payment could not be started")).toHaveCount(0);
    // The success toast shows away from the focused heading: over none of the confirmation's words or its button.
    const toastBox = await settledBox(toast(page, "Quote Request Submitted! 🎉"));
    for (const part of [heading, payment]) {
      const box = await part.boundingBox();
      expect(!toastBox || !box || toastBox.y >= box.y + box.height || box.y >= toastBox.y + toastBox.height).toBe(true);
    }
    expect(await query("SELECT 1 FROM quotes WHERE email = $1", [email])).toHaveLength(1);

    await page.unroute(checkoutScriptUrl);
    await serveCheckoutStandIn(page, "pay");
    await payment.getByRole("button", { name: "Try the payment again" }).click();

    await expect(main.getByText(/^Payment received: you paid ₹[\d,]+ towards this quote\.$/)).toBeVisible();
    await expect(heading).toBeVisible();
    const [row] = await query<{ status: string }>(
      "SELECT p.status::text AS status FROM payments p JOIN quotes q ON q.id = p.quote_id WHERE q.email = $1 AND p.status = 'paid'",
      [email],
    );
    expect(row).toEqual({ status: "paid" });
  });
});

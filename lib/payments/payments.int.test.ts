import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { workerServices } from "@/test/integration-workers";
import { POST as createOrder } from "@/app/api/payments/orders/route";
import { POST as verify } from "@/app/api/payments/verify/route";
import { POST as submitQuote } from "@/app/api/quotes/route";
import { plans } from "@/lib/i18n/records/plans";
import { services } from "@/lib/i18n/records/services";
import { db } from "@/lib/db";
import { planPrice } from "@/lib/pricing/plan-price";
import { startRazorpayStandIn, type RazorpayStandIn } from "@/test/razorpay-stand-in";
import { jsonRequest } from "@/test/requests";
import { hmacHex } from "./signatures";

let razorpay: RazorpayStandIn;

beforeAll(async () => {
  razorpay = await startRazorpayStandIn(workerServices().razorpayPort);
});

afterAll(async () => {
  await razorpay.close();
  await db.$disconnect();
});

beforeEach(async () => {
  razorpay.mode = "ok";
  razorpay.orders.length = 0;
  await db.$executeRaw`TRUNCATE payments, payment_events, quotes, rate_limit_windows CASCADE`;
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function order(body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await createOrder(jsonRequest("/api/payments/orders", body));
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe("POST /api/payments/orders", () => {
  it("refuses a body that is not UTF-8 with 400 and creates no order", async () => {
    const json = new TextEncoder().encode('{"purpose":"service","serviceId":"web","amount":1,"note":"x"}');
    const bytes = new Uint8Array(json);
    bytes[json.length - 3] = 0xff; // the "x": a byte no UTF-8 text holds, which a lenient decoder turns into U+FFFD
    const response = await createOrder(
      new Request("http://localhost/api/payments/orders", { method: "POST", headers: { "content-type": "application/json" }, body: bytes }),
    );

    expect(response.status).toBe(400);
    expect(razorpay.orders).toHaveLength(0);
    expect(await db.payment.count()).toBe(0);
  });

  it.each(services.map((service) => [service.id, service.rawPrice, service.title] as const))(
    "charges service %s its catalogue price of ₹%i",
    async (serviceId, rupees, title) => {
      const { status, json } = await order({ purpose: "service", serviceId, amount: 1 });

      expect(status).toBe(201);
      expect(json).toMatchObject({
        amount: rupees * 100,
        currency: "INR",
        keyId: "rzp_test_Integration01",
        name: "Agency Name",
        description: `Payment for ${title}`,
        prefill: { name: "Valued Customer", email: "", contact: "" },
      });
      expect(JSON.stringify(json)).not.toContain("integration-key-secret");
      expect(razorpay.orders.at(-1)).toMatchObject({
        amount: rupees * 100,
        currency: "INR",
        notes: { purpose: "service", reference: serviceId },
      });
      const stored = await db.payment.findUniqueOrThrow({ where: { razorpayOrderId: String(json.orderId) } });
      expect(stored).toMatchObject({ amountPaise: rupees * 100, status: "created", purpose: "service", reference: serviceId });
      expect(razorpay.orders.at(-1)?.receipt).toBe(stored.id);
      // Basic auth with the key id and secret, as the Orders API asks.
      expect(razorpay.authorizations.at(-1)).toBe(
        `Basic ${Buffer.from("rzp_test_Integration01:integration-key-secret").toString("base64")}`,
      );
    },
  );

  it.each(
    plans.flatMap((plan) => (["monthly", "yearly"] as const).map((cycle) => [plan.id, cycle, planPrice(plan, cycle), plan.name] as const)),
  )("charges plan %s (%s) ₹%i", async (planId, cycle, rupees, name) => {
    const { status, json } = await order({ purpose: "plan", planId, cycle, amount: 100 });

    expect(status).toBe(201);
    expect(json).toMatchObject({ amount: rupees * 100, description: `Payment for ${name} - ${cycle} plan` });
    expect((await db.payment.findFirstOrThrow()).amountPaise).toBe(rupees * 100);
  });

  it("charges a stored quote its stored estimate and prefills the visitor's details", async () => {
    const quote = await db.quote.create({
      data: {
        name: "Ravi",
        email: "ravi@example.in",
        phone: "+919876543210",
        description: "Site",
        estimate: 26_370,
        checkoutToken: "ravi-token",
      },
    });

    const { status, json } = await order({ purpose: "quote", quoteId: quote.id, checkoutToken: "ravi-token", amount: 100 });

    expect(status).toBe(201);
    expect(json).toMatchObject({
      amount: 2_637_000,
      description: "Project Quote Payment",
      prefill: { name: "Ravi", email: "ravi@example.in", contact: "+919876543210" },
    });
    expect((await db.payment.findFirstOrThrow()).quoteId).toBe(quote.id);
  });

  it.each([
    [{ purpose: "service", serviceId: "teleportation" }, "serviceId"],
    [{ purpose: "plan", planId: "web", cycle: "weekly" }, "cycle"],
    [{ purpose: "quote", quoteId: "3f0e3c1e-0000-4000-8000-000000000000", checkoutToken: "a-token" }, "quoteId"],
    [{ purpose: "donation", amount: 500 }, "purpose"],
  ])("answers 400 for %j and creates no order", async (body, field) => {
    const { status, json } = await order(body);

    expect(status).toBe(400);
    expect(Object.keys(json.fieldErrors as object)).toEqual([field]);
    expect(razorpay.orders).toHaveLength(0);
    expect(await db.payment.count()).toBe(0);
  });

  it("refuses a quote with nothing to pay", async () => {
    const quote = await db.quote.create({
      data: { name: "A", email: "a@example.in", description: "Talk", estimate: 0, checkoutToken: "a-token" },
    });

    expect((await order({ purpose: "quote", quoteId: quote.id, checkoutToken: "a-token" })).status).toBe(400);
    expect(razorpay.orders).toHaveLength(0);
  });

  it.each([
    ["no token", {}],
    ["an empty token", { checkoutToken: "" }],
    ["another quote's token", { checkoutToken: "someone-elses-token" }],
    ["a token of the right length", { checkoutToken: "ravi-tokeN" }],
  ])("answers a quote id with %s like an unknown quote: no order, no name, e-mail or phone", async (_, proof) => {
    const quote = await db.quote.create({
      data: {
        name: "Ravi",
        email: "ravi@example.in",
        phone: "+919876543210",
        description: "Site",
        estimate: 26_370,
        checkoutToken: "ravi-token",
      },
    });
    await db.quote.create({
      data: { name: "Other", email: "other@example.in", description: "Site", estimate: 100, checkoutToken: "someone-elses-token" },
    });

    const { status, json } = await order({ purpose: "quote", quoteId: quote.id, ...proof });

    expect(status).toBe(400);
    const text = JSON.stringify(json);
    for (const personal of ["Ravi", "ravi@example.in", "9876543210"]) expect(text).not.toContain(personal);
    expect(razorpay.orders).toHaveLength(0);
    expect(await db.payment.count()).toBe(0);
  });

  it("pays a quote from its submission's answer: the id and token POST /api/quotes returned", async () => {
    const submitted = await submitQuote(
      jsonRequest("/api/quotes", {
        name: "Ravi Kumar",
        email: "ravi@example.in",
        phone: "+919876543210",
        services: ["web"],
        description: "A new site.",
      }),
    );
    const { id, checkoutToken } = (await submitted.json()) as { id: string; checkoutToken: string };

    const { status, json } = await order({ purpose: "quote", quoteId: id, checkoutToken });

    expect(status).toBe(201);
    expect(json).toMatchObject({ prefill: { name: "Ravi Kumar", email: "ravi@example.in", contact: "+919876543210" } });
  });

  it("answers 502 and stores nothing when Razorpay answers 5xx", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    razorpay.mode = "error";

    const { status, json } = await order({ purpose: "service", serviceId: "web" });

    expect(status).toBe(502);
    expect(json).toEqual({ error: "payment_provider_unavailable" });
    expect(await db.payment.count()).toBe(0);
  });

  it("answers 502 after the timeout when Razorpay does not answer", { timeout: 30_000 }, async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    razorpay.mode = "hang";
    const started = Date.now();

    const { status } = await order({ purpose: "service", serviceId: "web" });

    expect(status).toBe(502);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(await db.payment.count()).toBe(0);
  });
});

describe("POST /api/payments/verify", () => {
  async function paidCheckout() {
    const { json } = await order({ purpose: "service", serviceId: "marketing" });
    const orderId = String(json.orderId);
    const paymentId = "pay_TestPayment001";
    return { orderId, paymentId, signature: hmacHex(`${orderId}|${paymentId}`, "integration-key-secret") };
  }

  it("marks the payment paid when the signature is right", async () => {
    const checkout = await paidCheckout();

    const response = await verify(
      jsonRequest("/api/payments/verify", {
        razorpay_order_id: checkout.orderId,
        razorpay_payment_id: checkout.paymentId,
        razorpay_signature: checkout.signature,
      }),
    );

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "paid", paymentId: "pay_TestPayment001" });
    const payment = await db.payment.findUniqueOrThrow({ where: { razorpayOrderId: checkout.orderId } });
    expect(payment).toMatchObject({ status: "paid", razorpayPaymentId: "pay_TestPayment001" });
    expect(payment.paidAt).not.toBeNull();
  });

  it.each([
    [
      "signed with the webhook secret",
      (c: { orderId: string; paymentId: string }) => hmacHex(`${c.orderId}|${c.paymentId}`, "integration-webhook-secret"),
    ],
    ["for another payment id", (c: { orderId: string }) => hmacHex(`${c.orderId}|pay_Other`, "integration-key-secret")],
    ["truncated", (c: { signature: string }) => c.signature.slice(0, 32)],
  ])("answers 400 and changes nothing for a signature %s", async (_case, forge) => {
    const checkout = await paidCheckout();

    const response = await verify(
      jsonRequest("/api/payments/verify", {
        razorpay_order_id: checkout.orderId,
        razorpay_payment_id: checkout.paymentId,
        razorpay_signature: forge(checkout as never),
      }),
    );

    expect(response.status).toBe(400);
    expect((await response.json()) as object).toMatchObject({ error: "invalid_signature" });
    expect(await db.payment.findUniqueOrThrow({ where: { razorpayOrderId: checkout.orderId } })).toMatchObject({
      status: "created",
      razorpayPaymentId: null,
    });
  });
});

import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { webhookRequestsPerWindow } from "@/lib/payments/handlers";
import { hmacHex } from "@/lib/payments/signatures";
import { POST } from "./route";

const secret = "integration-webhook-secret";
const orderId = "order_WebhookTest01";

function delivery(
  event: Record<string, unknown>,
  {
    eventId = randomUUID() as string,
    signWith = secret,
    tamper = false,
    from = "198.51.100.7",
  }: { eventId?: string; signWith?: string; tamper?: boolean; from?: string } = {},
): Request {
  const body = JSON.stringify(event);
  const signature = hmacHex(body, signWith);
  return new Request("http://localhost/api/payments/webhook", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": signature,
      "x-razorpay-event-id": eventId,
      "x-forwarded-for": from,
    },
    body: tamper ? body.replace("4599", "1") : body,
  });
}

function paymentEvent(
  type: "payment.captured" | "payment.failed",
  { amount = 459_900, currency = "INR", paymentId = "pay_Webhook01" } = {},
) {
  return {
    entity: "event",
    event: type,
    payload: {
      payment: {
        entity: { id: paymentId, order_id: orderId, amount, currency, status: type === "payment.failed" ? "failed" : "captured" },
      },
    },
  };
}

function orderPaid(amount = 459_900) {
  return {
    entity: "event",
    event: "order.paid",
    payload: {
      payment: { entity: { id: "pay_Webhook01", order_id: orderId, amount, currency: "INR" } },
      order: { entity: { id: orderId, amount, amount_paid: amount, currency: "INR", status: "paid" } },
    },
  };
}

async function payment() {
  return db.payment.findUniqueOrThrow({ where: { razorpayOrderId: orderId } });
}

async function outcome(request: Request): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await POST(request);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeEach(async () => {
  await db.$executeRaw`TRUNCATE payments, payment_events, rate_limit_windows CASCADE`;
  await db.payment.create({
    data: {
      purpose: "service",
      reference: "marketing",
      description: "Payment for Social Media Marketing",
      amountPaise: 459_900,
      razorpayOrderId: orderId,
    },
  });
});

afterAll(async () => {
  await db.$disconnect();
});

describe("POST /api/payments/webhook", () => {
  it("marks the order paid on payment.captured, and records the event", async () => {
    const eventId = randomUUID();

    expect(await outcome(delivery(paymentEvent("payment.captured"), { eventId }))).toEqual({ status: 200, body: { outcome: "applied" } });
    expect(await payment()).toMatchObject({ status: "paid", razorpayPaymentId: "pay_Webhook01" });
    expect(await db.paymentEvent.findUniqueOrThrow({ where: { eventId } })).toMatchObject({ type: "payment.captured", outcome: "applied" });
  });

  it("marks the order paid on order.paid", async () => {
    expect((await outcome(delivery(orderPaid()))).body).toEqual({ outcome: "applied" });
    expect((await payment()).status).toBe("paid");
  });

  it("refuses a bad signature or a body changed after signing, and changes nothing", async () => {
    expect((await outcome(delivery(paymentEvent("payment.captured"), { signWith: "integration-key-secret" }))).status).toBe(400);
    expect((await outcome(delivery(paymentEvent("payment.captured"), { tamper: true }))).status).toBe(400);
    const unsigned = new Request("http://localhost/api/payments/webhook", {
      method: "POST",
      body: JSON.stringify(paymentEvent("payment.captured")),
    });
    expect((await outcome(unsigned)).status).toBe(400);

    expect((await payment()).status).toBe("created");
    expect(await db.paymentEvent.count()).toBe(0);
  });

  it("applies a repeated delivery of one event once", async () => {
    const eventId = randomUUID();
    await outcome(delivery(paymentEvent("payment.failed"), { eventId }));

    expect((await outcome(delivery(paymentEvent("payment.failed"), { eventId }))).body).toEqual({ outcome: "duplicate" });
    expect(await db.paymentEvent.count()).toBe(1);
    expect((await payment()).status).toBe("failed");
  });

  it("stores and applies once one signed body sent again under new event ids", async () => {
    const event = paymentEvent("payment.failed");
    const outcomes = [];
    for (const eventId of ["evt_1", "evt_2", "evt_3", "evt_4", "evt_5"]) outcomes.push((await outcome(delivery(event, { eventId }))).body);

    expect(outcomes).toEqual([{ outcome: "applied" }, ...Array.from({ length: 4 }, () => ({ outcome: "duplicate" }))]);
    expect(await db.paymentEvent.findMany({ select: { eventId: true, deliveryKey: true } })).toEqual([
      { eventId: "evt_1", deliveryKey: "payment.failed:pay_Webhook01" },
    ]);
    expect((await payment()).status).toBe("failed");
  });

  it("answers 429 to an address past its limit, while Razorpay's own addresses are still served", async () => {
    // One moment, early in a rate-limit window, so the window cannot end halfway through.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-02T10:00:05Z"));
    try {
      // A flood of forged deliveries from one address, then a signed one from the same address.
      const forged = paymentEvent("payment.captured");
      const answers: number[] = [];
      for (let sent = 0; sent < webhookRequestsPerWindow; sent += 20) {
        const requests = Array.from({ length: 20 }, () => POST(delivery(forged, { signWith: "guessed", from: "203.0.113.66" })));
        answers.push(...(await Promise.all(requests)).map((response) => response.status));
      }
      expect(answers).toEqual(Array.from({ length: webhookRequestsPerWindow }, () => 400));

      const refused = await POST(delivery(paymentEvent("payment.captured"), { from: "203.0.113.66" }));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(500);
      expect(await db.paymentEvent.count()).toBe(0);

      const fromRazorpay = await outcome(delivery(orderPaid(), { from: "198.51.100.7" }));
      expect(fromRazorpay).toEqual({ status: 200, body: { outcome: "applied" } });
    } finally {
      vi.useRealTimers();
    }
  });

  it("never moves a paid payment back on a late payment.failed", async () => {
    await outcome(delivery(paymentEvent("payment.captured")));

    expect((await outcome(delivery(paymentEvent("payment.failed", { paymentId: "pay_EarlierAttempt" })))).body).toEqual({
      outcome: "ignored",
    });
    expect(await payment()).toMatchObject({ status: "paid", razorpayPaymentId: "pay_Webhook01" });
  });

  it("lets a success after a failed attempt win", async () => {
    await outcome(delivery(paymentEvent("payment.failed", { paymentId: "pay_FirstTry" })));
    await outcome(delivery(paymentEvent("payment.captured", { paymentId: "pay_SecondTry" })));

    expect(await payment()).toMatchObject({ status: "paid", razorpayPaymentId: "pay_SecondTry" });
  });

  it("records and flags an event whose amount or currency differs from the order, without applying it", async () => {
    const wrongAmount = await outcome(delivery(paymentEvent("payment.captured", { amount: 100, paymentId: "pay_WrongAmount" })));
    const wrongCurrency = await outcome(delivery(paymentEvent("payment.captured", { currency: "USD", paymentId: "pay_WrongCurrency" })));

    expect(wrongAmount.body).toEqual({ outcome: "flagged" });
    expect(wrongCurrency.body).toEqual({ outcome: "flagged" });
    const flagged = await payment();
    expect(flagged.status).toBe("created");
    expect(flagged.flaggedReason).toContain("USD");
    expect(await db.paymentEvent.count({ where: { outcome: "flagged" } })).toBe(2);
  });

  it("records but ignores events for other orders and other types", async () => {
    const otherOrder = paymentEvent("payment.captured");
    otherOrder.payload.payment.entity.order_id = "order_NotOurs";

    expect((await outcome(delivery(otherOrder))).body).toEqual({ outcome: "ignored" });
    expect((await outcome(delivery({ event: "refund.created", payload: {} }))).body).toEqual({ outcome: "ignored" });
    expect((await payment()).status).toBe("created");
    expect(await db.paymentEvent.count()).toBe(2);
  });

  it("answers 400, not 503, for a signed event Postgres cannot keep (a NUL, half a surrogate pair), and stores nothing", async () => {
    for (const body of ['{"event":"payment.captured","payload":{"note":"a\\u0000b"}}', '{"event":"order.paid","x\\ud800":1}']) {
      const before = await db.paymentEvent.count();
      const request = new Request("http://localhost/api/payments/webhook", {
        method: "POST",
        headers: { "x-razorpay-signature": hmacHex(body, secret), "x-razorpay-event-id": randomUUID() },
        body,
      });
      expect((await outcome(request)).status, body).toBe(400);
      expect(await db.paymentEvent.count()).toBe(before);
    }
  });

  it("answers 400 for a signed body that is not an event", async () => {
    const body = "[]";
    const request = new Request("http://localhost/api/payments/webhook", {
      method: "POST",
      headers: { "x-razorpay-signature": hmacHex(body, secret), "x-razorpay-event-id": randomUUID() },
      body,
    });

    expect((await outcome(request)).status).toBe(400);
  });
});

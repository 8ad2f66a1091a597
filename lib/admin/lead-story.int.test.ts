import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { findLeadStory } from "./lead-story";

// A lead opens to everything stored about it: its fields, its history, the
// mail about it and what else the same address has.

const email = "kiran@example.in";

beforeEach(async () => {
  await db.$executeRaw`TRUNCATE contacts, quotes, newsletter_subscriptions, outbox_mails, payments, receipts, payment_refunds CASCADE`;
});

afterAll(async () => {
  await db.$disconnect();
});

describe("findLeadStory", () => {
  it("tells a quote's whole story: description, estimate, status history, mail and the same person's other records", async () => {
    const quote = await db.quote.create({
      data: { name: "Kiran", email, description: "A shop website.", estimate: 25000, services: ["web"], status: "won" },
    });
    await db.quoteStatusChange.create({
      data: { quoteId: quote.id, fromStatus: "pending", toStatus: "won", changedBy: "owner@agency.test" },
    });
    const contact = await db.contact.create({ data: { name: "Kiran", email, projectDetails: "Hello" } });
    await db.outboxMail.create({
      data: { template: "quote-acknowledgement", to: email, subject: "We got your quote", html: "", text: "" },
    });

    const story = await findLeadStory("quotes", quote.id);

    expect(story?.fields).toContainEqual({ label: "Description", value: "A shop website.", format: "long" });
    expect(story?.fields).toContainEqual({ label: "Estimate", value: "₹25,000", format: "rupees" });
    expect(story?.fields).toContainEqual({ label: "Email", value: email, format: "email" });
    expect(story?.quote?.history).toEqual([{ from: "Pending", to: "Won", by: "owner@agency.test", at: expect.any(Date) }]);
    expect(story?.mails.map((mail) => mail.subject)).toEqual(["We got your quote"]);
    expect(story?.alsoStored).toEqual([{ kind: "contacts", id: contact.id, label: "Contact message", createdAt: expect.any(Date) }]);
  });

  it("opens a payment with its payer, what was bought, its receipt and its refunds", async () => {
    const quote = await db.quote.create({ data: { name: "Kiran", email, description: "x", estimate: 4599 }, select: { id: true } });
    const payment = await db.payment.create({
      data: {
        purpose: "quote",
        reference: quote.id,
        quoteId: quote.id,
        description: "Project Quote Payment",
        amountPaise: 459_900,
        razorpayOrderId: `order_story_${quote.id}`,
        razorpayPaymentId: "pay_story",
        status: "paid",
        paidAt: new Date(),
      },
      select: { id: true },
    });
    const receipt = await db.receipt.create({
      data: {
        paymentId: payment.id,
        number: "AGY/2026-27/0042",
        financialYear: "2026-27",
        sequence: 42,
        issuedAt: new Date(),
        amountPaise: 459_900,
        description: "Project Quote Payment",
        payerName: "Kiran Kumar",
        payerEmail: "pays@example.in",
        payerContact: "+919876543210",
      },
      select: { id: true },
    });
    await db.paymentRefund.create({
      data: {
        id: "rfnd_story",
        paymentId: payment.id,
        amountPaise: 459_900,
        currency: "INR",
        status: "processed",
        processedAt: new Date(),
      },
    });

    const story = await findLeadStory("payments", payment.id);

    expect(story?.payment).toMatchObject({
      payer: { name: "Kiran Kumar", email: "pays@example.in", phone: "+919876543210" },
      purchase: "Quote of Kiran",
      quoteId: quote.id,
      state: "refunded",
      stateLabel: "Refunded",
      amount: "₹4,599",
      receipt: { id: receipt.id, number: "AGY/2026-27/0042" },
      refunds: [{ id: "rfnd_story", amount: "₹4,599", status: "processed", at: expect.any(Date) }],
    });
    expect(story?.fields).toContainEqual({ label: "Razorpay Payment ID", value: "pay_story", format: "text" });
  });

  it("finds nothing for an unknown or malformed id", async () => {
    expect(await findLeadStory("contacts", "00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await findLeadStory("contacts", "1 OR 1=1")).toBeNull();
  });
});

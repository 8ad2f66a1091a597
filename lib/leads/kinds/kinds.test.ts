import { describe, expect, it } from "vitest";
import { readField } from ".";
import { contactFields as contact } from "./contact";
import { paymentFields, paymentState, purchaseWords } from "./payment";
import { quoteFields as quote } from "./quote";

// What the definitions make of stored values: the labels a visitor chose from,
// amounts, a payment's state after refunds, what a payment bought in words.

describe("a contact's and a quote's fields", () => {
  it("read stored choices as the catalogue's labels", () => {
    expect(readField(contact.interestedService, { interestedService: "web" })).toBe("Web Development");
    expect(readField(contact.interestedService, { interestedService: "custom" })).toBe("Custom Solution");
    expect(readField(contact.budget, { budget: "50000-100000" })).toBe("₹50,000 - ₹1,00,000");
    expect(readField(quote.timeline, { timeline: "3-plus-months" })).toBe("3+ months");
    expect(readField(quote.budget, { budget: "under-25000" })).toBe("Under ₹25,000");
    expect(readField(quote.services, { services: ["marketing", "web"] })).toBe("Social Media Marketing, Web Development");
    expect(readField(quote.additionalServices, { additionalServices: ["seo-pro"] })).toBe("SEO Pro Package");
    expect(readField(quote.estimate, { estimate: 22497 })).toBe("₹22,497");
  });

  it("read a value no longer in the catalogue as stored, and nothing as nothing", () => {
    expect(readField(contact.interestedService, { interestedService: "retired-service" })).toBe("retired-service");
    expect(readField(contact.interestedService, { interestedService: null })).toBeNull();
    expect(readField(quote.services, { services: [] })).toBeNull();
  });
});

describe("a payment", () => {
  const paid = { status: "paid" as const, amountPaise: 459_900 };

  it("is Paid, Partly refunded or Refunded by the refunds Razorpay processed", () => {
    expect(paymentState({ ...paid, refunds: [] })).toBe("paid");
    expect(paymentState({ ...paid, refunds: [{ amountPaise: 100_000, status: "processed" }] })).toBe("partly-refunded");
    expect(paymentState({ ...paid, refunds: [{ amountPaise: 459_900, status: "processed" }] })).toBe("refunded");
    // A failed refund gave nothing back.
    expect(paymentState({ ...paid, refunds: [{ amountPaise: 459_900, status: "failed" }] })).toBe("paid");
    expect(readField(paymentFields.status, { ...paid, refunds: [{ amountPaise: 459_900, status: "processed" }] })).toBe("Refunded");
    expect(paymentState({ status: "created", amountPaise: 100, refunds: [] })).toBe("created");
  });

  it("says what was bought in words", () => {
    expect(purchaseWords({ purpose: "plan", reference: "entertainment:monthly", quote: null })).toBe("Video Editing plan, monthly");
    expect(purchaseWords({ purpose: "service", reference: "web", quote: null })).toBe("Web Development");
    expect(purchaseWords({ purpose: "quote", reference: "q", quote: { name: "Asha" } })).toBe("Quote of Asha");
    expect(purchaseWords({ purpose: "quote", reference: "q", quote: null })).toBe("A quote since erased");
  });
});

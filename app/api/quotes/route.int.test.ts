import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { fill } from "@/lib/i18n/fill";
import { textsFor } from "@/lib/i18n/texts";
import { jsonRequest } from "@/test/requests";
import { POST as postContact } from "../contact/route";
import { POST } from "./route";

const valid = {
  name: "Ravi Kumar",
  email: "ravi@example.in",
  phone: "+44 20 7946 0958",
  services: ["marketing", "web"],
  additionalServices: ["graphics", "seo-pro"],
  urgency: "priority",
  preferredContact: "whatsapp",
  timeline: "2-4-weeks",
  budget: "25000-50000",
  projectType: "new-project",
  description: "Launch campaign and a new site.",
  socialPlatforms: ["instagram", "linkedin"],
  websiteType: "business",
  marketingGoals: ["lead-generation"],
};

beforeEach(async () => {
  await db.$executeRaw`TRUNCATE quotes, contacts, outbox_mails, submission_keys, rate_limit_windows CASCADE`;
});

afterAll(async () => {
  await db.$disconnect();
});

describe("POST /api/quotes", () => {
  it("stores the quote as pending with the server's estimate from the catalogue", async () => {
    const response = await POST(jsonRequest("/api/quotes", valid));

    expect(response.status).toBe(201);
    // (4,599 + 7,999 + 1,499 + 6,999) × 1.25 = 26,370
    const body = (await response.json()) as { id: string; estimate: number };
    expect(body.estimate).toBe(26_370);
    const row = await db.quote.findUniqueOrThrow({ where: { id: body.id } });
    expect(row).toMatchObject({
      estimate: 26_370,
      status: "pending",
      urgency: "priority",
      preferredContact: "whatsapp",
      services: ["marketing", "web"],
      additionalServices: ["graphics", "seo-pro"],
      phone: "+442079460958",
    });
    const subjects = (await db.outboxMail.findMany()).map((mail) => mail.subject).sort();
    expect(subjects).toEqual(["New Quote Request from Ravi Kumar", "We received your quote request – Agency Name"]);
  });

  it("ignores an estimate, a status and a price sent by the client", async () => {
    const response = await POST(jsonRequest("/api/quotes", { ...valid, estimate: 1, status: "won", price: 0, urgency: "rush" }));

    const { id } = (await response.json()) as { id: string };
    const row = await db.quote.findUniqueOrThrow({ where: { id } });
    expect(row.estimate).toBe(31_644); // 21,096 × 1.5
    expect(row.status).toBe("pending");
  });

  it("defaults to standard urgency and e-mail contact, and an estimate of 0 with nothing chosen", async () => {
    const response = await POST(jsonRequest("/api/quotes", { name: "A", email: "a@example.in", description: "Just asking" }));

    const { id, estimate } = (await response.json()) as { id: string; estimate: number };
    expect(estimate).toBe(0);
    expect(await db.quote.findUniqueOrThrow({ where: { id } })).toMatchObject({
      urgency: "standard",
      preferredContact: "email",
      services: [],
    });
  });

  it.each([
    ["services", { services: ["marketing", "moon-landing"] }],
    ["services", { services: "marketing" }],
    ["additionalServices", { additionalServices: ["graphics", 7] }],
    ["urgency", { urgency: "yesterday" }],
    ["preferredContact", { preferredContact: "pigeon" }],
    ["timeline", { timeline: "someday" }],
    ["description", { description: " " }],
    ["email", { email: "ravi" }],
    ["socialPlatforms", { socialPlatforms: ["myspace"] }],
  ])("answers 400 naming %s when it is invalid, and stores nothing", async (field, change) => {
    const response = await POST(jsonRequest("/api/quotes", { ...valid, ...change }));

    expect(response.status).toBe(400);
    const { fieldErrors } = (await response.json()) as { fieldErrors: Record<string, string[]> };
    expect(Object.keys(fieldErrors)).toEqual([field]);
    expect(await db.quote.count()).toBe(0);
  });

  it("answers a repeat of a key and body with the first quote's id, estimate and checkout token", async () => {
    const key = "6f1c2a4e-2b1d-4c8e-9f0a-1b2c3d4e5f60";
    const first = await POST(jsonRequest("/api/quotes", valid, { key }));
    const again = await POST(jsonRequest("/api/quotes", valid, { key }));

    expect(first.status).toBe(201);
    const answer = (await first.json()) as { id: string; estimate: number; checkoutToken: string };
    expect(answer.checkoutToken).toMatch(/^[\w-]{43}$/);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(answer);
    expect(await db.quote.count()).toBe(1);
  });

  it("answers 422 to the same key with another person's quote, stores nothing and hands out nothing of the first", async () => {
    const key = "6f1c2a4e-2b1d-4c8e-9f0a-1b2c3d4e5f60";
    const first = (await (await POST(jsonRequest("/api/quotes", valid, { key }))).json()) as Record<string, string>;

    const other = await POST(jsonRequest("/api/quotes", { ...valid, name: "Mallory", email: "mallory@example.in", services: [] }, { key }));

    expect(other.status).toBe(422);
    const text = await other.text();
    expect(JSON.parse(text)).toMatchObject({ error: "idempotency_key_reused" });
    for (const value of [first.id, first.checkoutToken, "26370"]) expect(text).not.toContain(value);
    expect(await db.quote.findMany({ select: { email: true } })).toEqual([{ email: "ravi@example.in" }]);
    expect(await db.outboxMail.count()).toBe(2);
  });
});

describe("POST /api/quotes: the visitor's acknowledgement", () => {
  const spam = {
    ...valid,
    email: "victim@example.in",
    name: "Cheap loans at loan-scam.example",
    description: "Visit https://loan-scam.example now.",
  };

  it("names the server's estimate but neither the typed name nor the description", async () => {
    await POST(jsonRequest("/api/quotes", spam));

    const acknowledgement = await db.outboxMail.findFirstOrThrow({ where: { template: "quote-acknowledgement" } });
    expect(acknowledgement.to).toBe("victim@example.in");
    expect(acknowledgement.text).toContain("Your estimate: ₹26,370");
    for (const part of [acknowledgement.subject, acknowledgement.html, acknowledgement.text])
      expect(part).not.toContain("loan-scam.example");
    const notification = await db.outboxMail.findFirstOrThrow({ where: { template: "quote-notification" } });
    expect(notification.text).toContain(spam.description);
  });

  it("is written in the language of the wizard's page, with the same estimate; the quote is stored as any other", async () => {
    const response = await POST(jsonRequest("/api/quotes", { ...valid, language: "hi" }));

    expect(response.status).toBe(201);
    const hindi = textsFor("hi").mail.quote;
    const acknowledgement = await db.outboxMail.findFirstOrThrow({ where: { template: "quote-acknowledgement" } });
    expect(acknowledgement.subject).toBe(`${hindi.heading} – Agency Name`);
    expect(acknowledgement.text).toContain(fill(hindi.estimate, { estimate: "₹26,370", time: hindi.confirmWithin }));
    const notification = await db.outboxMail.findFirstOrThrow({ where: { template: "quote-notification" } });
    expect(notification.subject).toBe("New Quote Request from Ravi Kumar");
    expect(await db.quote.findFirstOrThrow({ select: { estimate: true, urgency: true } })).toEqual({
      estimate: 26_370,
      urgency: "priority",
    });
  });

  it("shares the daily allowance of 3 with the contact form, and still stores and notifies every request", async () => {
    for (let sent = 0; sent < 2; sent += 1) {
      expect(
        (await postContact(jsonRequest("/api/contact", { name: spam.name, email: spam.email, projectDetails: spam.description }))).status,
      ).toBe(201);
      expect((await POST(jsonRequest("/api/quotes", spam))).status).toBe(201);
    }

    expect(await db.quote.count()).toBe(2);
    expect(await db.outboxMail.count({ where: { template: { endsWith: "-notification" } } })).toBe(4);
    expect(await db.outboxMail.count({ where: { template: { endsWith: "-acknowledgement" }, to: "victim@example.in" } })).toBe(3);
  });
});

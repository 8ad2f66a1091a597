import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { jsonRequest } from "@/lib/testing/requests";
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
  await db.$executeRaw`TRUNCATE quotes, outbox_mails, submission_keys, rate_limit_windows CASCADE`;
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
    expect(await db.quote.findUniqueOrThrow({ where: { id } })).toMatchObject({ urgency: "standard", preferredContact: "email", services: [] });
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

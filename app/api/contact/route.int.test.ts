import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { textsFor } from "@/lib/i18n/texts";
import { jsonRequest, uniqueClientAddress } from "@/test/requests";
import { POST as subscribe } from "../newsletter/route";
import { POST } from "./route";

const valid = {
  name: "Asha Rao",
  email: "  Asha.Rao@Example.IN ",
  phone: "098765 43210",
  company: "Rao Clinics",
  interestedService: "web",
  projectDetails: "A new website for our two clinics.",
  budget: "50000-100000",
};

async function countContacts(): Promise<number> {
  return db.contact.count();
}

beforeEach(async () => {
  await db.$executeRaw`TRUNCATE contacts, newsletter_subscriptions, outbox_mails, submission_keys, rate_limit_windows`;
});

afterAll(async () => {
  await db.$disconnect();
});

describe("POST /api/contact", () => {
  it("stores a valid message with a normalised e-mail and phone, and queues both mails", async () => {
    const response = await POST(jsonRequest("/api/contact", valid));

    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const row = await db.contact.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({
      name: "Asha Rao",
      email: "asha.rao@example.in",
      phone: "+919876543210",
      interestedService: "web",
      budget: "50000-100000",
    });
    const mails = await db.outboxMail.findMany({ orderBy: { template: "asc" } });
    expect(mails.map((mail) => [mail.template, mail.to, mail.subject])).toEqual([
      ["contact-acknowledgement", "asha.rao@example.in", "We received your message – Agency Name"],
      ["contact-notification", "hello@example.com", "New Contact Form Submission from Asha Rao"],
    ]);
  });

  it("stores where the visit came from when the request carries it, and a message without it when the header is garbage", async () => {
    const withSource = jsonRequest("/api/contact", valid);
    withSource.headers.set("Lead-Source", "l=%2Fpricing&r=WWW.Google.com&s=Newsletter&m=email&c=November+Offer&x=ignored");
    const stored = (await (await POST(withSource)).json()) as { id: string };
    expect((await db.contact.findUniqueOrThrow({ where: { id: stored.id }, select: { source: true } })).source).toEqual({
      landingPage: "/pricing",
      referrerHost: "google.com",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "november offer",
    });

    const garbage = jsonRequest("/api/contact", valid);
    garbage.headers.set("Lead-Source", `s=${"x".repeat(700)}`);
    const response = await POST(garbage);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect((await db.contact.findUniqueOrThrow({ where: { id }, select: { source: true } })).source).toBeNull();
  });

  it.each([
    ["name", { name: "   " }, "Please enter your full name."],
    ["email", { email: "asha@" }, "Please enter a valid email address."],
    ["phone", { phone: "12345" }, "Please enter a valid phone number, e.g. +91 98765 43210."],
    ["projectDetails", { projectDetails: "" }, "Please tell us about your project."],
    ["interestedService", { interestedService: "crypto" }, "Please choose a service from the list."],
    ["budget", { budget: "1 crore" }, "Please choose a budget from the list."],
    ["company", { company: "x".repeat(121) }, "Please keep this under 120 characters."],
    ["name", { name: 42 }, "Please enter your full name."],
  ])("answers 400 naming %s when it is invalid, and stores nothing", async (field, change, message) => {
    const response = await POST(jsonRequest("/api/contact", { ...valid, ...change }));

    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fieldErrors: Record<string, string[]> };
    expect(body.error).toBe("validation");
    expect(body.fieldErrors[field]).toEqual([message]);
    expect(await countContacts()).toBe(0);
  });

  it("answers 400 for a body that is not JSON, or not an object", async () => {
    for (const body of ["{not json", "[1,2]", "null", '"text"']) {
      const response = await POST(jsonRequest("/api/contact", body));
      expect(response.status).toBe(400);
    }
    expect(await countContacts()).toBe(0);
  });

  it("answers 415 for another content type", async () => {
    const response = await POST(jsonRequest("/api/contact", valid, { contentType: "text/plain" }));

    expect(response.status).toBe(415);
    expect(await countContacts()).toBe(0);
  });

  it("answers 413 for a body over 64 KB, declared or not", async () => {
    const response = await POST(jsonRequest("/api/contact", { ...valid, projectDetails: "x".repeat(70_000) }));

    expect(response.status).toBe(413);
    expect(await countContacts()).toBe(0);
  });

  it("stores a repeated Idempotency-Key once and answers the repeat with the same id", async () => {
    const key = randomUUID();
    const first = await POST(jsonRequest("/api/contact", valid, { key }));
    const again = await POST(jsonRequest("/api/contact", valid, { key }));

    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    expect(await countContacts()).toBe(1);
    expect(await db.outboxMail.count()).toBe(2);
  });

  it("stores concurrent requests with one key once", async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => POST(jsonRequest("/api/contact", valid, { key }))));

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(await Promise.all(answers.map(async (answer) => ((await answer.json()) as { id: string }).id))).size).toBe(1);
    expect(await countContacts()).toBe(1);
  });

  it.each([
    ["a ULID", "01JD2M8Q4X7R9T3V5W6Y8Z0A1B"],
    ["base64", "b3JkZXItNDI/x+Yz=="],
    ["a short label", "order-42"],
    ["one character", "k"],
    ["255 characters", "k".repeat(255)],
  ])("takes an opaque Idempotency-Key (%s) and answers its repeat with the same id", async (_, key) => {
    const first = await POST(jsonRequest("/api/contact", valid, { key }));
    const again = await POST(jsonRequest("/api/contact", valid, { key }));

    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    expect(await countContacts()).toBe(1);
  });

  it.each([
    ["empty", ""],
    ["256 characters", "k".repeat(256)],
    ["a space inside", "order 42"],
    ["a tab inside", "order\t42"],
    ["non-ASCII", "clé-42"],
  ])("answers 400 for an Idempotency-Key that is %s, and stores nothing", async (_, key) => {
    const response = await POST(jsonRequest("/api/contact", valid, { key }));

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ formErrors: ["The Idempotency-Key header must be 1 to 255 visible ASCII characters."] });
    expect(await countContacts()).toBe(0);
    expect(await db.submissionKey.count()).toBe(0);
  });

  it("answers 422 to the same key with another body, stores nothing and never hands out the first id", async () => {
    const key = "shared-key-7";
    const first = await POST(jsonRequest("/api/contact", valid, { key }));
    const { id } = (await first.json()) as { id: string };

    const other = await POST(jsonRequest("/api/contact", { ...valid, name: "Someone Else", email: "else@example.in" }, { key }));

    expect(other.status).toBe(422);
    const body = (await other.json()) as Record<string, unknown>;
    expect(body).toEqual({
      error: "idempotency_key_reused",
      message: "This Idempotency-Key was already used for a different submission. Send a new key with a new submission.",
    });
    expect(JSON.stringify(body)).not.toContain(id);
    expect(await db.contact.findMany({ select: { email: true } })).toEqual([{ email: "asha.rao@example.in" }]);
    expect(await db.outboxMail.count()).toBe(2);
  });

  it("binds a key to its form: the same key on the contact form and the newsletter stores both", async () => {
    const key = "form-bound-key";
    expect((await POST(jsonRequest("/api/contact", valid, { key }))).status).toBe(201);
    expect((await subscribe(jsonRequest("/api/newsletter", { email: "form-bound@example.in" }, { key }))).status).toBe(202);

    expect(await countContacts()).toBe(1);
    expect(await db.newsletterSubscription.count({ where: { email: "form-bound@example.in" } })).toBe(1);
  });

  it("treats a resend that differs only in spacing and key order as the same submission", async () => {
    const key = "same-submission";
    const first = await POST(jsonRequest("/api/contact", JSON.stringify(valid), { key }));
    const reordered = Object.fromEntries(Object.entries(valid).reverse());
    const again = await POST(jsonRequest("/api/contact", JSON.stringify(reordered, null, 2), { key }));

    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    expect(await countContacts()).toBe(1);
  });

  it("pretends to accept a bot that filled the honeypot, and stores nothing", async () => {
    const response = await POST(jsonRequest("/api/contact", { ...valid, website: "http://spam.example" }));

    expect(response.status).toBe(201);
    expect(await countContacts()).toBe(0);
    expect(await db.outboxMail.count()).toBe(0);
  });

  it("answers 429 with Retry-After once a client passes the limit, and counts per client", async () => {
    const client = uniqueClientAddress();
    for (let sent = 0; sent < 20; sent += 1) {
      expect((await POST(jsonRequest("/api/contact", valid, { client }))).status).toBe(201);
    }

    const limited = await POST(jsonRequest("/api/contact", valid, { client }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(600);
    expect((await POST(jsonRequest("/api/contact", valid))).status).toBe(201);
    expect(await countContacts()).toBe(21);
  });

  it("gives every visitor behind the trusted proxy a limit of their own: one script cannot close the form to others", async () => {
    const script = uniqueClientAddress();
    for (let sent = 0; sent < 21; sent += 1) await POST(jsonRequest("/api/contact", valid, { client: script }));
    expect((await POST(jsonRequest("/api/contact", valid, { client: script }))).status).toBe(429);

    const others = await Promise.all(Array.from({ length: 15 }, () => POST(jsonRequest("/api/contact", valid))));
    expect(others.map((answer) => answer.status)).toEqual(Array.from({ length: 15 }, () => 201));
  });

  it("counts one IPv6 /64 as one visitor, and another /64 apart", async () => {
    const phone = "2409:4070:2d1b:8e5a";
    for (let sent = 0; sent < 20; sent += 1) await POST(jsonRequest("/api/contact", valid, { client: `${phone}::${sent + 1}` }));

    expect((await POST(jsonRequest("/api/contact", valid, { client: `${phone}:ffff:ffff:ffff:ffff` }))).status).toBe(429);
    expect((await POST(jsonRequest("/api/contact", valid, { client: "2409:4070:2d1b:8e5b::1" }))).status).toBe(201);
  });

  it("lets more than one visitor's limit through when no trusted proxy names the visitors: they share the site-wide limit", async () => {
    const answers: number[] = [];
    for (let sent = 0; sent < 25; sent += 1) answers.push((await POST(jsonRequest("/api/contact", valid, { client: null }))).status);

    expect(answers).toEqual(Array.from({ length: 25 }, () => 201));
    expect(await countContacts()).toBe(25);
  });

  it("answers 503 and keeps nothing when the transaction fails half-way", async () => {
    // The outbox refuses every row: the contact written before it must roll back.
    await db.$executeRawUnsafe(`ALTER TABLE outbox_mails ADD CONSTRAINT test_refuse_all CHECK (false) NOT VALID`);
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const response = await POST(jsonRequest("/api/contact", valid));

      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: "unavailable" });
      expect(await countContacts()).toBe(0);
      expect(await db.submissionKey.count()).toBe(0);
    } finally {
      errors.mockRestore();
      await db.$executeRawUnsafe(`ALTER TABLE outbox_mails DROP CONSTRAINT test_refuse_all`);
    }
  });
});

describe("POST /api/contact: the visitor's acknowledgement", () => {
  // Anyone can type anyone's address: what the acknowledgement says goes to a stranger.
  const spam = {
    ...valid,
    email: "victim@example.in",
    name: "Claim your prize at prize-scam.example",
    projectDetails: "You won ₹50,000! Pay the fee at https://prize-scam.example/pay today.",
  };

  async function acknowledgementsTo(email: string) {
    return db.outboxMail.findMany({ where: { template: "contact-acknowledgement", to: email } });
  }

  it("repeats neither the typed name nor the message, while the agency's notification keeps both", async () => {
    const response = await POST(jsonRequest("/api/contact", spam));

    expect(response.status).toBe(201);
    const [acknowledgement] = await acknowledgementsTo("victim@example.in");
    expect(acknowledgement?.text).toContain("We'll get back to you within 24 hours.");
    for (const part of [acknowledgement?.subject, acknowledgement?.html, acknowledgement?.text]) {
      expect(part).not.toContain("prize-scam.example");
      expect(part).not.toContain("50,000");
    }
    const notification = await db.outboxMail.findFirstOrThrow({ where: { template: "contact-notification" } });
    expect(notification.text).toContain(spam.projectDetails);
    expect(notification.text).toContain(spam.name);
  });

  it("is written in the language of the page the message came from, while the agency's notification stays English", async () => {
    const response = await POST(jsonRequest("/api/contact", { ...valid, language: "te" }));

    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [acknowledgement] = await acknowledgementsTo("asha.rao@example.in");
    const telugu = textsFor("te").mail;
    expect(acknowledgement?.subject).toBe(`${telugu.contact.heading} – Agency Name`);
    expect(acknowledgement?.text).toContain(telugu.contact.thanks);
    expect(acknowledgement?.html).toContain('<html lang="te">');
    const notification = await db.outboxMail.findFirstOrThrow({ where: { template: "contact-notification" } });
    expect(notification.subject).toBe("New Contact Form Submission from Asha Rao");
    // The language chose the mail's words; the message is stored as any other.
    expect(await db.contact.findUniqueOrThrow({ where: { id } })).toMatchObject({ name: "Asha Rao", email: "asha.rao@example.in" });
  });

  it("answers 400 for a language the site does not have, and stores nothing", async () => {
    const response = await POST(jsonRequest("/api/contact", { ...valid, language: "fr" }));

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fieldErrors: { language: ["Please choose English, Telugu or Hindi."] } });
    expect(await db.contact.count()).toBe(0);
    expect(await db.outboxMail.count()).toBe(0);
  });

  it("sends one address at most 3 acknowledgements a day; later messages are stored and notified all the same", async () => {
    const answers = [];
    for (const email of ["victim@example.in", "VICTIM@example.in", " Victim@Example.IN", "victim@example.in", "victim@EXAMPLE.in"]) {
      answers.push((await POST(jsonRequest("/api/contact", { ...spam, email }))).status);
    }

    expect(answers).toEqual([201, 201, 201, 201, 201]);
    expect(await countContacts()).toBe(5);
    expect(await db.outboxMail.count({ where: { template: "contact-notification" } })).toBe(5);
    expect(await acknowledgementsTo("victim@example.in")).toHaveLength(3);
    // Another address has its own allowance.
    expect((await POST(jsonRequest("/api/contact", { ...spam, email: "someone.else@example.in" }))).status).toBe(201);
    expect(await acknowledgementsTo("someone.else@example.in")).toHaveLength(1);
  });

  it("counts only the last 24 hours", async () => {
    for (let sent = 0; sent < 3; sent += 1) await POST(jsonRequest("/api/contact", spam));
    await db.$executeRaw`UPDATE outbox_mails SET created_at = now() - interval '25 hours'`;

    expect((await POST(jsonRequest("/api/contact", spam))).status).toBe(201);

    expect(await acknowledgementsTo("victim@example.in")).toHaveLength(4);
  });
});

describe("POST /api/contact with the database unreachable", () => {
  it("answers 503 without a stack trace", async () => {
    vi.resetModules();
    const realUrl = process.env.DATABASE_URL;
    const realClient = (globalThis as { prismaClient?: unknown }).prismaClient;
    delete (globalThis as { prismaClient?: unknown }).prismaClient;
    process.env.DATABASE_URL = "postgresql://postgres@127.0.0.1:1/unreachable";
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const { POST: unreachablePost } = await import("./route");
      const response = await unreachablePost(jsonRequest("/api/contact", valid));

      expect(response.status).toBe(503);
      expect(await response.text()).toBe('{"error":"unavailable"}');
    } finally {
      errors.mockRestore();
      process.env.DATABASE_URL = realUrl;
      (globalThis as { prismaClient?: unknown }).prismaClient = realClient;
      vi.resetModules();
    }
  });
});

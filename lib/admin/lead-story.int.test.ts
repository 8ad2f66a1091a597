import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { findLeadStory } from "./lead-story";

// A lead opens to everything stored about it: its fields, its history, the
// mail about it and what else the same address has.

const email = "kiran@example.in";

beforeEach(async () => {
  await db.$executeRaw`TRUNCATE contacts, quotes, newsletter_subscriptions, outbox_mails CASCADE`;
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

    expect(story?.fields).toContainEqual({ label: "Description", value: "A shop website.", long: true });
    expect(story?.fields).toContainEqual({ label: "Estimate", value: "₹25,000" });
    expect(story?.quote?.history).toEqual([{ from: "Pending", to: "Won", by: "owner@agency.test", at: expect.any(Date) }]);
    expect(story?.mails.map((mail) => mail.subject)).toEqual(["We got your quote"]);
    expect(story?.alsoStored).toEqual([{ kind: "contacts", id: contact.id, label: "Contact message", createdAt: expect.any(Date) }]);
  });

  it("finds nothing for an unknown or malformed id", async () => {
    expect(await findLeadStory("contacts", "00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await findLeadStory("contacts", "1 OR 1=1")).toBeNull();
  });
});

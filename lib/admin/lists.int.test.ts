import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { countAdminRecords, listCareerApplications, listContacts, listNewsletterSubscribers, listPayments, listQuotes } from "./lists";

const start = Date.parse("2025-01-01T00:00:00Z");
const minutes = (n: number) => new Date(start + n * 60_000);

beforeEach(async () => {
  await db.$executeRaw`TRUNCATE contacts, quotes, quote_status_changes, career_applications, resumes, newsletter_subscriptions, payments CASCADE`;
});

afterAll(async () => {
  await db.$disconnect();
});

async function seedContacts(count: number) {
  await db.contact.createMany({
    data: Array.from({ length: count }, (_, index) => ({
      name: `Lead ${index}`,
      email: `lead${index}@example.in`,
      projectDetails: "A website",
      createdAt: minutes(index),
    })),
  });
}

describe("listContacts", () => {
  it("lists newest first, 50 a page, with the window's positions", async () => {
    await seedContacts(55);

    const first = await listContacts({ search: "", page: 1 });
    expect(first).toMatchObject({ total: 55, page: 1, lastPage: 2, from: 1, to: 50, pageSize: 50 });
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0]?.name).toBe("Lead 54");
    expect(first.rows[49]?.name).toBe("Lead 5");

    const second = await listContacts({ search: "", page: 2 });
    expect(second).toMatchObject({ total: 55, page: 2, from: 51, to: 55 });
    expect(second.rows.map((row) => row.name)).toEqual(["Lead 4", "Lead 3", "Lead 2", "Lead 1", "Lead 0"]);
  });

  it("shows the last page when asked for one past the end", async () => {
    await seedContacts(3);
    const page = await listContacts({ search: "", page: 7 });
    expect(page).toMatchObject({ page: 1, lastPage: 1, from: 1, to: 3 });
    expect(page.rows).toHaveLength(3);
  });

  it("selects only the columns the table shows", async () => {
    await db.contact.create({
      data: {
        name: "Asha",
        email: "asha@example.in",
        phone: "+919876543210",
        company: "Rao Clinics",
        interestedService: "web",
        budget: "discuss",
        projectDetails: "Secret plans",
        createdAt: minutes(1),
      },
    });
    const [row] = (await listContacts({ search: "", page: 1 })).rows;
    expect(Object.keys(row ?? {}).sort()).toEqual(["budget", "createdAt", "email", "id", "interestedService", "name", "phone", "source"]);
  });

  it("searches name, e-mail, company and phone, ignoring case", async () => {
    await db.contact.createMany({
      data: [
        {
          name: "Asha Rao",
          email: "asha@clinic.in",
          company: "Rao Clinics",
          phone: "+919876543210",
          projectDetails: "x",
          createdAt: minutes(1),
        },
        {
          name: "Ravi Kumar",
          email: "RAVI@Example.IN",
          company: "Kumar Foods",
          phone: "+914023456789",
          projectDetails: "x",
          createdAt: minutes(2),
        },
        {
          name: "Meena",
          email: "meena@example.in",
          company: null,
          phone: null,
          projectDetails: "rao in the details only",
          createdAt: minutes(3),
        },
      ],
    });
    const names = async (search: string) => (await listContacts({ search, page: 1 })).rows.map((row) => row.name);

    expect(await names("rao")).toEqual(["Asha Rao"]);
    expect(await names("ravi@example")).toEqual(["Ravi Kumar"]);
    expect(await names("KUMAR FOODS")).toEqual(["Ravi Kumar"]);
    expect(await names("+9198765")).toEqual(["Asha Rao"]);
    // As typed, with spaces, the way phones are written down.
    expect(await names("98765 43210")).toEqual(["Asha Rao"]);
    expect(await names("040-2345")).toEqual(["Ravi Kumar"]);
    expect(await names("nobody")).toEqual([]);
    expect((await listContacts({ search: "rao", page: 1 })).total).toBe(1);
  });

  it("treats LIKE wildcards in the search as plain characters", async () => {
    await db.contact.createMany({
      data: [
        { name: "100% Growth", email: "a@example.in", projectDetails: "x" },
        { name: "Plain", email: "b_c@example.in", projectDetails: "x" },
        { name: "Other", email: "bxc@example.in", projectDetails: "x" },
      ],
    });
    expect((await listContacts({ search: "%", page: 1 })).rows.map((row) => row.name)).toEqual(["100% Growth"]);
    expect((await listContacts({ search: "b_c", page: 1 })).rows.map((row) => row.name)).toEqual(["Plain"]);
  });

  it("answers an empty first page when there are no rows", async () => {
    expect(await listContacts({ search: "", page: 1 })).toMatchObject({ rows: [], total: 0, page: 1, lastPage: 1, from: 0, to: 0 });
  });
});

describe("listQuotes", () => {
  it("lists quotes with the time and author of their last status change, searchable", async () => {
    const older = await db.quote.create({
      data: {
        name: "Asha Rao",
        email: "asha@example.in",
        description: "x",
        estimate: 4599,
        timeline: "1-2-weeks",
        budget: "under-25000",
        createdAt: minutes(1),
      },
    });
    await db.quote.create({
      data: { name: "Ravi", email: "ravi@example.in", company: "Rao Foods", description: "x", estimate: 0, createdAt: minutes(2) },
    });
    await db.quoteStatusChange.createMany({
      data: [
        { quoteId: older.id, fromStatus: "pending", toStatus: "contacted", changedBy: "a@agency.test", changedAt: minutes(10) },
        { quoteId: older.id, fromStatus: "contacted", toStatus: "won", changedBy: "b@agency.test", changedAt: minutes(20) },
      ],
    });

    const page = await listQuotes({ search: "", page: 1 });
    expect(page.total).toBe(2);
    expect(page.rows.map((row) => row.name)).toEqual(["Ravi", "Asha Rao"]);
    expect(page.rows[0]?.statusChanges).toEqual([]);
    expect(page.rows[1]).toMatchObject({ timeline: "1-2-weeks", budget: "under-25000", estimate: 4599, status: "pending" });
    expect(page.rows[1]?.statusChanges).toEqual([{ changedAt: minutes(20), changedBy: "b@agency.test" }]);
    expect(Object.keys(page.rows[0] ?? {}).sort()).toEqual([
      "budget",
      "createdAt",
      "email",
      "estimate",
      "id",
      "name",
      "payments",
      "source",
      "status",
      "statusChanges",
      "timeline",
    ]);

    expect((await listQuotes({ search: "RAO", page: 1 })).rows.map((row) => row.name)).toEqual(["Ravi", "Asha Rao"]);
    expect((await listQuotes({ search: "asha@", page: 1 })).rows.map((row) => row.name)).toEqual(["Asha Rao"]);
  });
});

describe("listCareerApplications", () => {
  it("lists applications with their resume's name and size, never its bytes", async () => {
    const resume = await db.resume.create({
      data: {
        bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46]),
        originalName: "Asha CV.pdf",
        contentType: "application/pdf",
        size: 4,
        sha256: "x",
      },
    });
    await db.careerApplication.create({
      data: {
        fullName: "Asha Rao",
        email: "asha@example.in",
        phone: "+919876543210",
        applyingFor: "Graphic Designer",
        resumeUrl: `resume:${resume.id}`,
        resumeId: resume.id,
      },
    });
    await db.careerApplication.create({
      data: { fullName: "Ravi", email: "ravi@example.in", applyingFor: "Video Editor & Motion Graphics Artist", resumeUrl: "resume:gone" },
    });

    const page = await listCareerApplications({ search: "graphic", page: 1 });
    expect(page.total).toBe(2);
    const asha = page.rows.find((row) => row.fullName === "Asha Rao");
    expect(asha?.resume).toEqual({ id: resume.id, originalName: "Asha CV.pdf", size: 4 });
    expect(page.rows.find((row) => row.fullName === "Ravi")?.resume).toBeNull();
    expect((await listCareerApplications({ search: "98765", page: 1 })).rows.map((row) => row.fullName)).toEqual(["Asha Rao"]);
  });
});

describe("listNewsletterSubscribers and listPayments", () => {
  it("search subscribers by e-mail", async () => {
    await db.newsletterSubscription.createMany({ data: [{ email: "first@example.in" }, { email: "second@example.in" }] });
    expect((await listNewsletterSubscribers({ search: "SECOND", page: 1 })).rows.map((row) => row.email)).toEqual(["second@example.in"]);
  });

  it("lists pending, confirmed and left subscribers with their dates", async () => {
    const subscribed = minutes(1);
    const confirmed = minutes(2);
    const left = minutes(3);
    await db.newsletterSubscription.createMany({
      data: [
        { email: "pending@example.in", subscribedAt: subscribed, createdAt: minutes(1) },
        { email: "confirmed@example.in", subscribedAt: subscribed, confirmedAt: confirmed, createdAt: minutes(2) },
        { email: "left@example.in", subscribedAt: subscribed, confirmedAt: confirmed, unsubscribedAt: left, createdAt: minutes(3) },
      ],
    });

    const rows = (await listNewsletterSubscribers({ search: "", page: 1 })).rows;
    expect(rows.map((row) => [row.email, row.subscribedAt, row.confirmedAt, row.unsubscribedAt])).toEqual([
      ["left@example.in", subscribed, confirmed, left],
      ["confirmed@example.in", subscribed, confirmed, null],
      ["pending@example.in", subscribed, null, null],
    ]);
  });

  it("search payments by description or Razorpay ids", async () => {
    await db.payment.createMany({
      data: [
        {
          purpose: "service",
          reference: "web",
          description: "Payment for Web Development",
          amountPaise: 1_499_900,
          razorpayOrderId: "order_A1",
          razorpayPaymentId: "pay_Z9",
          status: "paid",
          createdAt: minutes(1),
        },
        {
          purpose: "quote",
          reference: "q",
          description: "Project Quote Payment",
          amountPaise: 459_900,
          razorpayOrderId: "order_B2",
          flaggedReason: "amount mismatch",
          createdAt: minutes(2),
        },
      ],
    });
    const all = await listPayments({ search: "", page: 1 }, "all");
    expect(all.rows.map((row) => row.reference)).toEqual(["q", "web"]);
    // The Razorpay ids and the creation date are on the payment's page, not in the table.
    expect(Object.keys(all.rows[0] ?? {}).sort()).toEqual([
      "amountPaise",
      "flaggedReason",
      "id",
      "paidAt",
      "purpose",
      "quote",
      "receipt",
      "reference",
      "refunds",
      "source",
      "status",
    ]);
    expect((await listPayments({ search: "pay_z9", page: 1 }, "all")).rows.map((row) => row.reference)).toEqual(["web"]);
    expect((await listPayments({ search: "mismatch", page: 1 }, "all")).rows.map((row) => row.reference)).toEqual(["q"]);
    // Paid payments by default: the checkout opened and never paid is under its own filter.
    expect((await listPayments({ search: "", page: 1 })).rows.map((row) => row.reference)).toEqual(["web"]);
    expect((await listPayments({ search: "", page: 1 }, "created")).rows.map((row) => row.reference)).toEqual(["q"]);
  });
});

describe("countAdminRecords", () => {
  it("counts every table for the cards, and only confirmed subscribers", async () => {
    await seedContacts(3);
    await db.quote.create({ data: { name: "A", email: "a@example.in", description: "x", estimate: 1 } });
    await db.newsletterSubscription.createMany({
      data: [
        { email: "x@example.in", confirmedAt: new Date() },
        { email: "y@example.in", confirmedAt: new Date() },
        { email: "pending@example.in" },
        { email: "left@example.in", confirmedAt: new Date(), unsubscribedAt: new Date() },
      ],
    });
    // Subscribers: those the newsletter may be sent to; pending and left apart, so the card agrees with the list of four.
    expect(await countAdminRecords()).toEqual({
      contacts: 3,
      quotes: 1,
      careers: 0,
      newsletter: 2,
      newsletterPending: 1,
      newsletterLeft: 1,
      payments: 0,
      receivedThisMonthPaise: 0,
      refundedThisMonthPaise: 0,
    });
  });

  it("counts this month's money net of this month's refunds, and the refunds beside it", async () => {
    const now = new Date("2026-11-20T06:00:00Z");
    const lastMonth = new Date("2026-10-20T06:00:00Z");
    const paid = (order: string, paidAt: Date, amountPaise: number) =>
      db.payment.create({
        data: { purpose: "service", reference: "web", description: "x", amountPaise, razorpayOrderId: order, status: "paid", paidAt },
        select: { id: true },
      });
    const refunded = await paid("order_R1", now, 459_900);
    const older = await paid("order_R2", lastMonth, 100_000);
    await paid("order_R3", now, 200_000);
    await db.paymentRefund.createMany({
      data: [
        { id: "rfnd_1", paymentId: refunded.id, amountPaise: 459_900, currency: "INR", status: "processed", processedAt: now },
        // Refunded this month, paid last month: this month's money goes down by it too.
        { id: "rfnd_2", paymentId: older.id, amountPaise: 50_000, currency: "INR", status: "processed", processedAt: now },
        // A failed refund gave nothing back.
        { id: "rfnd_3", paymentId: older.id, amountPaise: 50_000, currency: "INR", status: "failed", processedAt: now },
      ],
    });

    expect(await countAdminRecords(now)).toMatchObject({
      payments: 3,
      receivedThisMonthPaise: 459_900 + 200_000 - 459_900 - 50_000,
      refundedThisMonthPaise: 509_900,
    });
  });
});

import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { POST as postCareer } from "@/app/api/careers/route";
import { PUT as putChunk } from "@/app/api/careers/uploads/[id]/chunks/[index]/route";
import { POST as postUpload } from "@/app/api/careers/uploads/route";
import { POST as postContact } from "@/app/api/contact/route";
import { POST as postNewsletter } from "@/app/api/newsletter/route";
import { POST as postQuote } from "@/app/api/quotes/route";
import { db } from "@/lib/db";
import { samplePdf } from "@/test/documents";
import { jsonRequest, multipartRequest } from "@/test/requests";
import { countPersonalData, eraseConfirmed, erasePersonalData, exportPersonalData, findPersonalData } from "./privacy";
import { parseEmailQuery } from "./privacy-rules";

// Two people whose addresses overlap as text: erasing Asha must not touch Masha.
const asha = "asha.rao@example.in";
const masha = "masha.rao@example.in";

interface Seeded {
  quoteId: string;
  paymentId: string;
  resumeId: string;
}

async function created(response: Response): Promise<string> {
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** One of everything for an address, through the real forms where there is one. */
async function seed(email: string, name: string): Promise<Seeded> {
  const typed = email.toUpperCase();
  await created(
    await postContact(jsonRequest("/api/contact", { name, email: typed, projectDetails: `A new website for ${name}'s clinics.` })),
  );
  const quoteId = await created(
    await postQuote(jsonRequest("/api/quotes", { name, email: typed, services: ["web"], description: `Quote for ${name}` })),
  );
  const form = new FormData();
  for (const [field, value] of Object.entries({
    fullName: name,
    email: typed,
    applyingFor: "Video Editor & Motion Graphics Artist",
    ageConfirmed: "true",
  }))
    form.append(field, value);
  form.append("resume", new File([samplePdf(`CV of ${name}`) as Uint8Array<ArrayBuffer>], "cv.pdf", { type: "application/pdf" }));
  const applicationId = await created(await postCareer(multipartRequest("/api/careers", form)));
  // The newsletter answers every sign-up alike (202, no id): it must not tell who is subscribed.
  expect((await postNewsletter(jsonRequest("/api/newsletter", { email: typed }))).status).toBe(202);
  // A resume upload left half-way (its first chunk of two is in).
  const upload = await postUpload(jsonRequest("/api/careers/uploads", { email: typed, fileName: "big cv.pdf", size: 1024 * 1024 + 10 }));
  expect(upload.status).toBe(201);
  const { id: uploadId, token } = (await upload.json()) as { id: string; token: string };
  const chunk = new Request(`http://localhost/api/careers/uploads/${uploadId}/chunks/0`, {
    method: "PUT",
    headers: { "content-type": "application/octet-stream", "upload-token": token },
    body: new Uint8Array(1024 * 1024),
  });
  expect((await putChunk(chunk, { params: Promise.resolve({ id: uploadId, index: "0" }) })).status).toBe(200);

  await db.quote.update({ where: { id: quoteId }, data: { status: "contacted" }, select: { id: true } });
  await db.quoteStatusChange.create({ data: { quoteId, fromStatus: "pending", toStatus: "contacted", changedBy: "admin@agency.test" } });
  const payment = await db.payment.create({
    data: {
      purpose: "quote",
      reference: quoteId,
      quoteId,
      description: "Project Quote Payment",
      amountPaise: 1_000_000,
      status: "paid",
      razorpayOrderId: `order_${name}`,
      razorpayPaymentId: `pay_${name}`,
      paidAt: new Date(),
    },
    select: { id: true },
  });
  // Its receipt, with the details the payer gave Razorpay's checkout.
  await db.receipt.create({
    data: {
      paymentId: payment.id,
      number: `RCPT/2026-27/${name}`,
      financialYear: "2026-27",
      sequence: name === "Asha" ? 1 : 2,
      issuedAt: new Date("2026-11-20T10:00:00Z"),
      amountPaise: 1_000_000,
      description: "Project Quote Payment",
      payerName: name,
      payerEmail: email,
      payerContact: "+919876543210",
      method: "upi",
      mailQueuedAt: new Date(),
    },
    select: { id: true },
  });
  await db.paymentEvent.create({
    data: {
      eventId: `evt_${name}`,
      type: "payment.captured",
      outcome: "applied",
      paymentId: payment.id,
      payload: {
        entity: "event",
        event: "payment.captured",
        payload: {
          payment: {
            entity: {
              id: `pay_${name}`,
              order_id: `order_${name}`,
              amount: 1_000_000,
              currency: "INR",
              status: "captured",
              method: "upi",
              email,
              contact: "+919876543210",
              vpa: `upi-${name.toLowerCase()}@okbank`,
            },
          },
        },
      },
    },
  });
  const { resumeId } = await db.careerApplication.findUniqueOrThrow({ where: { id: applicationId }, select: { resumeId: true } });
  return { quoteId, paymentId: payment.id, resumeId: resumeId ?? "" };
}

let ashaRows: Seeded;
let mashaRows: Seeded;

beforeEach(async () => {
  await db.$executeRaw`TRUNCATE contacts, quotes, quote_status_changes, payments, payment_events, receipts, career_applications, resumes,
    resume_uploads, resume_upload_chunks, newsletter_subscriptions, outbox_mails, submission_keys, rate_limit_windows CASCADE`;
  ashaRows = await seed(asha, "Asha");
  mashaRows = await seed(masha, "Masha");
  // A row from before addresses were lower-cased: still Asha's.
  await db.contact.create({
    data: { name: "Asha", email: "Asha.Rao@Example.IN", projectDetails: "An older message." },
    select: { id: true },
  });
});

afterAll(async () => {
  await db.$disconnect();
});

describe("findPersonalData", () => {
  it("finds every row for the address, whatever its case, and nobody else's", async () => {
    const query = parseEmailQuery("http://localhost/api/admin/privacy?email=%20Asha.Rao%40EXAMPLE.in%20");
    expect(query).toEqual({ ok: true, data: { email: asha } });

    const data = await findPersonalData(asha);

    expect(countPersonalData(data)).toEqual({
      contacts: 2,
      quotes: 1,
      quoteStatusChanges: 1,
      payments: 1,
      careerApplications: 1,
      resumes: 1,
      resumeUploads: 1,
      newsletterSubscriptions: 1,
      // Contact, quote and careers: notification (reply-to) and acknowledgement (to); newsletter: a
      // notification that names the address only in its subject and text; its welcome (to) is past the
      // address's daily allowance of visitor mail (lib/mail/acknowledgement-limit.ts), so not queued.
      outboxMails: 7,
      paymentEvents: 1,
      receipts: 1,
    });
    expect(data.contacts.map((contact) => contact.projectDetails).sort()).toEqual([
      "A new website for Asha's clinics.",
      "An older message.",
    ]);
    expect(data.quotes[0]).toMatchObject({
      id: ashaRows.quoteId,
      status: "contacted",
      statusChanges: [{ fromStatus: "pending", toStatus: "contacted" }],
    });
    expect(data.quotes[0]?.payments).toEqual([expect.objectContaining({ id: ashaRows.paymentId, status: "paid", amountPaise: 1_000_000 })]);
    expect(data.resumeUploads).toEqual([
      {
        id: expect.any(String),
        fileName: "big cv.pdf",
        size: 1024 * 1024 + 10,
        receivedBytes: 1024 * 1024,
        createdAt: expect.any(Date),
        expiresAt: expect.any(Date),
      },
    ]);
    expect(data.careerApplications[0]?.resume).toEqual({
      originalName: "cv.pdf",
      contentType: "application/pdf",
      size: samplePdf("CV of Asha").byteLength,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      createdAt: expect.any(Date),
    });
    expect(data.outboxMails.map((mail) => mail.template).sort()).toEqual([
      "career-acknowledgement",
      "career-notification",
      "contact-acknowledgement",
      "contact-notification",
      "newsletter-notification",
      "quote-acknowledgement",
      "quote-notification",
    ]);
    expect(JSON.stringify(data)).not.toContain(masha);
    expect(JSON.stringify(data)).not.toContain("admin@agency.test");
  });

  it("finds nothing for an address that was never used", async () => {
    expect(Object.values(countPersonalData(await findPersonalData("nobody@example.in"))).every((count) => count === 0)).toBe(true);
  });
});

describe("exportPersonalData", () => {
  it("is one JSON document with the date, every row and the payer details Razorpay sent, but no resume bytes", async () => {
    const document = await exportPersonalData(asha, new Date("2026-05-01T10:00:00Z"));
    const json = JSON.parse(JSON.stringify(document)) as Record<string, unknown>;

    expect(json.generatedAt).toBe("2026-05-01T10:00:00.000Z");
    expect(json.email).toBe(asha);
    expect(JSON.stringify(json)).toContain("A new website for Asha's clinics.");
    expect(JSON.stringify(json)).not.toContain("CV of Asha");
    expect(JSON.stringify(json)).not.toContain("Masha");
    expect(document.paymentEvents).toEqual([
      expect.objectContaining({ eventId: "evt_Asha", payload: expect.objectContaining({ event: "payment.captured" }) }),
    ]);
    expect(JSON.stringify(document.paymentEvents[0]?.payload)).toContain("upi-asha@okbank");
  });
});

describe("erasePersonalData", () => {
  it("erases the address everywhere in one go, keeps payments without their link, and leaves others alone", async () => {
    const mashaBefore = await findPersonalData(masha);
    await db.payment.update({
      where: { id: ashaRows.paymentId },
      data: { description: `Quote payment for ${asha}` },
      select: { id: true },
    });
    // Nothing is sent yet: unsent mail carries the data too.
    expect(await db.outboxMail.count({ where: { sentAt: null } })).toBe(14);

    const counts = await erasePersonalData(asha);

    expect(counts).toEqual({
      contacts: 2,
      quotes: 1,
      quoteStatusChanges: 1,
      careerApplications: 1,
      resumes: 1,
      resumeUploads: 1,
      newsletterSubscriptions: 1,
      outboxMails: 7,
      paymentsUnlinked: 1,
      paymentsScrubbed: 1,
      paymentEventsRedacted: 1,
      receiptsErased: 1,
    });
    // The receipt stays an accounting record: its number, amount and date, no payer.
    expect(
      await db.receipt.findFirstOrThrow({
        where: { number: "RCPT/2026-27/Asha" },
        select: { amountPaise: true, issuedAt: true, payerName: true, payerEmail: true, payerContact: true, erasedAt: true },
      }),
    ).toMatchObject({
      amountPaise: 1_000_000,
      issuedAt: new Date("2026-11-20T10:00:00Z"),
      payerName: null,
      payerEmail: null,
      payerContact: null,
    });
    expect((await db.receipt.findFirstOrThrow({ where: { number: "RCPT/2026-27/Masha" } })).payerEmail).toBe(masha);
    expect(Object.values(countPersonalData(await findPersonalData(asha))).every((count) => count === 0)).toBe(true);

    // The resume's bytes are gone, not just its link.
    expect(await db.resume.findUnique({ where: { id: ashaRows.resumeId }, select: { id: true } })).toBeNull();
    expect(await db.resume.count()).toBe(1);
    // The unfinished upload and its chunk too; Masha's stays.
    expect(await db.resumeUpload.findMany({ select: { email: true } })).toEqual([{ email: masha }]);
    expect(await db.resumeUploadChunk.count()).toBe(1);
    expect(await db.quoteStatusChange.count({ where: { quoteId: ashaRows.quoteId } })).toBe(0);

    const payment = await db.payment.findUniqueOrThrow({ where: { id: ashaRows.paymentId } });
    expect(payment).toMatchObject({ quoteId: null, status: "paid", amountPaise: 1_000_000, description: "Payment (details erased)" });
    const event = await db.paymentEvent.findUniqueOrThrow({ where: { eventId: "evt_Asha" } });
    expect(event.payload).toEqual({
      entity: "event",
      event: "payment.captured",
      redacted: "personal data erased on request",
      payload: {
        payment: {
          entity: { id: "pay_Asha", order_id: "order_Asha", amount: 1_000_000, currency: "INR", status: "captured", method: "upi" },
        },
      },
    });

    const everything = JSON.stringify(
      await db.$queryRaw`SELECT
        (SELECT json_agg(c) FROM contacts c) AS contacts, (SELECT json_agg(q) FROM quotes q) AS quotes,
        (SELECT json_agg(a) FROM career_applications a) AS applications, (SELECT json_agg(n) FROM newsletter_subscriptions n) AS subscriptions,
        (SELECT json_agg(m) FROM outbox_mails m) AS mails, (SELECT json_agg(p) FROM payments p) AS payments,
        (SELECT json_agg(e) FROM payment_events e) AS events, (SELECT json_agg(u) FROM resume_uploads u) AS uploads`,
    ).toLowerCase();
    expect(everything.replaceAll(masha, "")).not.toContain(asha);
    expect(everything).not.toContain("upi-asha@okbank");

    expect(await findPersonalData(masha)).toEqual(mashaBefore);
    expect(await db.payment.findUniqueOrThrow({ where: { id: mashaRows.paymentId }, select: { quoteId: true } })).toEqual({
      quoteId: mashaRows.quoteId,
    });
  });

  it("erases nothing when the confirmation does not match, and everything once it does", async () => {
    const before = countPersonalData(await findPersonalData(asha));

    const mismatch = await eraseConfirmed({ email: asha, confirmEmail: masha });
    expect(mismatch).toEqual({
      ok: false,
      fieldErrors: { confirmEmail: ["The confirmation does not match the address."] },
      formErrors: [],
    });
    expect(await eraseConfirmed({ email: asha })).toMatchObject({
      ok: false,
      fieldErrors: { confirmEmail: ["Type the address again to confirm."] },
    });
    expect(await eraseConfirmed({ email: "asha@", confirmEmail: "asha@" })).toMatchObject({
      ok: false,
      fieldErrors: { email: ["Please enter a valid email address."] },
    });
    expect(countPersonalData(await findPersonalData(asha))).toEqual(before);

    const confirmed = await eraseConfirmed({ email: " Asha.Rao@Example.in", confirmEmail: "asha.rao@example.IN " });
    expect(confirmed).toMatchObject({ ok: true, data: { email: asha, counts: { contacts: 2, quotes: 1 } } });
    expect(await db.contact.count()).toBe(1);
  });
});

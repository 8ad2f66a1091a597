import { mkdir, readdir, rm, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { workerServices } from "@/test/integration-workers";
import { monthsBefore } from "@/lib/calendar";
import { db } from "@/lib/db";
import { startSmtpSink } from "@/test/smtp-sink";
import { GET } from "./route";

function cronRequest(authorization?: string): Request {
  return new Request("http://localhost/api/cron/outbox", { headers: authorization ? { authorization } : {} });
}

beforeEach(async () => {
  await db.$executeRaw`TRUNCATE outbox_mails, rate_limit_windows, site_view_counts, career_applications, resumes, resume_uploads, contacts, quotes, payments, submission_keys, newsletter_subscriptions CASCADE`;
});

afterAll(async () => {
  await db.$disconnect();
});

describe("GET /api/cron/outbox", () => {
  it("refuses callers without the cron secret, and sends nothing for them", async () => {
    await db.outboxMail.create({
      data: { template: "contact-notification", to: "a@example.in", subject: "S", html: "<p>h</p>", text: "h" },
    });

    for (const authorization of [undefined, "Bearer wrong", `Bearer ${process.env.CRON_SECRET}x`, process.env.CRON_SECRET]) {
      expect((await GET(cronRequest(authorization))).status).toBe(401);
    }
    expect(await db.outboxMail.count({ where: { attempts: 0 } })).toBe(1);
  });

  it("sends due mail, forgets rate-limit windows older than a day, purges resumes past retention and abandoned uploads", async () => {
    await db.outboxMail.create({
      data: { template: "contact-notification", to: "a@example.in", subject: "Swept", html: "<p>h</p>", text: "h" },
    });
    await db.rateLimitWindow.createMany({
      data: [
        { bucket: "contact:old", windowStart: new Date(Date.now() - 25 * 60 * 60 * 1000), hits: 3 },
        { bucket: "contact:new", windowStart: new Date(), hits: 3 },
      ],
    });
    const oldResume = await db.resume.create({
      data: {
        bytes: new Uint8Array([1]),
        originalName: "cv.pdf",
        contentType: "application/pdf",
        size: 1,
        sha256: "x",
        createdAt: new Date(Date.now() - 400 * 24 * 60 * 60 * 1000),
      },
      select: { id: true },
    });
    await db.careerApplication.create({
      data: {
        fullName: "Old Applicant",
        email: "old@example.in",
        applyingFor: "Video Editor",
        resumeUrl: `resume:${oldResume.id}`,
        resumeId: oldResume.id,
      },
      select: { id: true },
    });
    const upload = { tokenHash: "0".repeat(64), email: "slow@example.in", fileName: "cv.pdf", size: 10 };
    await db.resumeUpload.createMany({
      data: [
        { ...upload, fileName: "abandoned.pdf", expiresAt: new Date(Date.now() - 1000) },
        { ...upload, fileName: "in-progress.pdf", expiresAt: new Date(Date.now() + 30 * 60 * 1000) },
      ],
    });
    const sink = await startSmtpSink(workerServices().smtpPort);
    try {
      const response = await GET(cronRequest(`Bearer ${process.env.CRON_SECRET}`));

      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        sent: 1,
        failed: 0,
        prunedRateLimitWindows: 1,
        purgedResumes: 1,
        removedResumeUploads: 1,
      });
      expect((await sink.waitFor(1))[0]?.subject).toBe("Swept");
      expect((await db.rateLimitWindow.findMany()).map((window) => window.bucket)).toEqual(["contact:new"]);
      expect(await db.resume.count()).toBe(0);
      expect(await db.resumeUpload.findMany({ select: { fileName: true } })).toEqual([{ fileName: "in-progress.pdf" }]);
    } finally {
      await sink.close();
    }
  });
});

const dayMs = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * dayMs);
const monthsAgo = (months: number) => monthsBefore(new Date(), months);

describe("GET /api/cron/outbox: retention (LEAD_RETENTION_MONTHS 24, SENT_MAIL and SUBMISSION_KEY_RETENTION_DAYS 30 by default)", () => {
  const mailDir = process.env.MAIL_DIR ?? "";
  const mailFiles = { old: "2026-01-01-old.eml", fresh: "2026-01-02-fresh.eml", other: "notes-old.txt" };

  async function writeMailFile(name: string, age: Date): Promise<void> {
    await mkdir(mailDir, { recursive: true });
    await writeFile(path.join(mailDir, name), "Subject: a lead\r\n\r\nName: Asha Rao\r\n");
    await utimes(path.join(mailDir, name), age, age);
  }

  async function quoteAt(name: string, createdAt: Date): Promise<string> {
    const quote = await db.quote.create({
      data: { name, email: `${name.toLowerCase()}@example.in`, description: "A site", estimate: 7_999, createdAt },
      select: { id: true },
    });
    return quote.id;
  }

  it("deletes leads, sent mail, mail files and keys past retention, keeps younger ones and the payments", async () => {
    await db.contact.createMany({
      data: [
        { name: "Old Contact", email: "old@example.in", projectDetails: "Old", createdAt: monthsAgo(25) },
        { name: "New Contact", email: "new@example.in", projectDetails: "New", createdAt: monthsAgo(23) },
      ],
    });
    const oldQuote = await quoteAt("Oldquote", monthsAgo(25));
    const activeQuote = await quoteAt("Activequote", monthsAgo(25));
    await db.quoteStatusChange.createMany({
      data: [
        { quoteId: oldQuote, fromStatus: "pending", toStatus: "lost", changedBy: "admin@agency.test", changedAt: monthsAgo(25) },
        { quoteId: activeQuote, fromStatus: "pending", toStatus: "won", changedBy: "admin@agency.test", changedAt: monthsAgo(1) },
      ],
    });
    await db.payment.create({
      data: {
        purpose: "quote",
        reference: oldQuote,
        quoteId: oldQuote,
        description: "Project Quote Payment",
        amountPaise: 799_900,
        status: "paid",
        razorpayOrderId: "order_retention",
        paidAt: monthsAgo(25),
        createdAt: monthsAgo(25),
        source: { landingPage: "/pricing", referrerHost: null, utmSource: "newsletter", utmMedium: "email", utmCampaign: null },
      },
      select: { id: true },
    });
    const oldResume = await db.resume.create({
      data: {
        bytes: new Uint8Array([1]),
        originalName: "cv.pdf",
        contentType: "application/pdf",
        size: 1,
        sha256: "x",
        createdAt: monthsAgo(11),
      },
      select: { id: true },
    });
    await db.careerApplication.createMany({
      data: [
        {
          fullName: "Old Applicant",
          email: "oldapp@example.in",
          applyingFor: "Video Editor",
          resumeUrl: `resume:${oldResume.id}`,
          resumeId: oldResume.id,
          createdAt: monthsAgo(25),
        },
        {
          fullName: "New Applicant",
          email: "newapp@example.in",
          applyingFor: "Video Editor",
          resumeUrl: "purged:resume:x",
          createdAt: monthsAgo(1),
        },
      ],
    });
    const mail = { template: "contact-notification", to: "hello@example.com", subject: "S", html: "<p>Asha Rao</p>", text: "Asha Rao" };
    const later = daysAgo(-1);
    await db.outboxMail.createMany({
      data: [
        { ...mail, subject: "sent 31 days ago", sentAt: daysAgo(31), createdAt: daysAgo(31) },
        { ...mail, subject: "sent 29 days ago", sentAt: daysAgo(29), createdAt: daysAgo(31) },
        { ...mail, subject: "given up 31 days ago", attempts: 10, nextAttemptAt: later, createdAt: daysAgo(31) },
        { ...mail, subject: "still trying", attempts: 3, nextAttemptAt: later, createdAt: daysAgo(40) },
      ],
    });
    await db.submissionKey.createMany({
      data: [
        {
          kind: "contact",
          key: "9d0c1b2a-0000-4000-8000-000000000001",
          recordId: "9d0c1b2a-0000-4000-8000-0000000000aa",
          requestHash: "a".repeat(64),
          createdAt: daysAgo(31),
        },
        {
          kind: "contact",
          key: "9d0c1b2a-0000-4000-8000-000000000002",
          recordId: "9d0c1b2a-0000-4000-8000-0000000000bb",
          requestHash: "b".repeat(64),
          createdAt: daysAgo(29),
        },
      ],
    });
    // The site's counters: views are kept 400 days.
    await db.siteViewCount.createMany({
      data: [
        { day: daysAgo(401), dimension: "page", value: "/", views: 3 },
        { day: daysAgo(399), dimension: "page", value: "/", views: 2 },
      ],
    });
    // The audit log's only deletion: rows past AUDIT_RETENTION_MONTHS (12).
    await db.auditEvent.createMany({
      data: [
        { action: "sign-in", at: monthsAgo(13) },
        { action: "sign-in", at: monthsAgo(11) },
      ],
    });
    await writeMailFile(mailFiles.old, daysAgo(31));
    await writeMailFile(mailFiles.fresh, daysAgo(29));
    await writeMailFile(mailFiles.other, daysAgo(31));
    try {
      const response = await GET(cronRequest(`Bearer ${process.env.CRON_SECRET}`));

      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        receiptsMailed: 0,
        receiptDetailFailures: 0,
        sent: 0,
        failed: 0,
        prunedRateLimitWindows: 0,
        purgedResumes: 0,
        prunedSentMails: 2,
        prunedMailFiles: 1,
        prunedSubmissionKeys: 1,
        purgedContacts: 1,
        purgedQuotes: 1,
        purgedCareerApplications: 1,
        prunedNewsletterSubscriptions: 0,
        removedResumeUploads: 0,
        prunedAuditEvents: 1,
        prunedWebauthnChallenges: 0,
        prunedSiteCounters: 1,
      });
      expect((await db.contact.findMany()).map((row) => row.name)).toEqual(["New Contact"]);
      expect((await db.quote.findMany()).map((row) => row.name)).toEqual(["Activequote"]);
      expect(await db.quoteStatusChange.count({ where: { quoteId: oldQuote } })).toBe(0);
      // The accounting record stays, without its link to the deleted quote or where its visit came from.
      expect(await db.payment.findMany({ select: { status: true, amountPaise: true, quoteId: true, source: true } })).toEqual([
        { status: "paid", amountPaise: 799_900, quoteId: null, source: null },
      ]);
      expect(await db.siteViewCount.count()).toBe(1);
      expect((await db.careerApplication.findMany()).map((row) => row.fullName)).toEqual(["New Applicant"]);
      expect(await db.resume.count()).toBe(0);
      expect((await db.outboxMail.findMany({ orderBy: { subject: "asc" } })).map((row) => row.subject)).toEqual([
        "sent 29 days ago",
        "still trying",
      ]);
      expect((await db.submissionKey.findMany()).map((row) => row.key)).toEqual(["9d0c1b2a-0000-4000-8000-000000000002"]);
      const files = await readdir(mailDir);
      expect(files).not.toContain(mailFiles.old);
      expect(files).toEqual(expect.arrayContaining([mailFiles.fresh, mailFiles.other]));
    } finally {
      await Promise.all(Object.values(mailFiles).map((name) => rm(path.join(mailDir, name), { force: true })));
    }
  });

  it("keeps everything younger than its period", async () => {
    await db.contact.create({
      data: { name: "Recent", email: "recent@example.in", projectDetails: "Hi", createdAt: monthsAgo(23) },
      select: { id: true },
    });
    await db.outboxMail.create({
      data: { template: "contact-notification", to: "hello@example.com", subject: "S", html: "h", text: "h", sentAt: daysAgo(1) },
    });

    const response = await GET(cronRequest(`Bearer ${process.env.CRON_SECRET}`));

    expect(await response.json()).toMatchObject({ prunedSentMails: 0, purgedContacts: 0, purgedQuotes: 0, purgedCareerApplications: 0 });
    expect(await db.contact.count()).toBe(1);
    expect(await db.outboxMail.count()).toBe(1);
  });

  it("deletes newsletter sign-ups nobody confirmed and records of people who left after 30 days, never a confirmed subscriber", async () => {
    await db.newsletterSubscription.createMany({
      data: [
        { email: "unconfirmed.old@example.in", subscribedAt: daysAgo(31) },
        { email: "unconfirmed.new@example.in", subscribedAt: daysAgo(29) },
        { email: "confirmed.old@example.in", subscribedAt: daysAgo(800), confirmedAt: daysAgo(800) },
        { email: "left.old@example.in", subscribedAt: daysAgo(90), confirmedAt: daysAgo(90), unsubscribedAt: daysAgo(31) },
        { email: "left.new@example.in", subscribedAt: daysAgo(90), confirmedAt: daysAgo(90), unsubscribedAt: daysAgo(29) },
      ],
    });

    const response = await GET(cronRequest(`Bearer ${process.env.CRON_SECRET}`));

    expect(await response.json()).toMatchObject({ prunedNewsletterSubscriptions: 2 });
    expect((await db.newsletterSubscription.findMany({ orderBy: { email: "asc" } })).map((row) => row.email)).toEqual([
      "confirmed.old@example.in",
      "left.new@example.in",
      "unconfirmed.new@example.in",
    ]);
  });
});

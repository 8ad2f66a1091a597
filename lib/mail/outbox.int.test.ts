import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { workerServices } from "@/test/integration-workers";
import { POST as postContact } from "@/app/api/contact/route";
import { db } from "@/lib/db";
import { startSmtpSink } from "@/test/smtp-sink";
import { jsonRequest } from "@/test/requests";
import { runScheduledSweep } from "@/lib/jobs/scheduled";
import { deliverPendingMail, retryDelayMs } from "./outbox";
import { maxSmtpConnections } from "./transport";

const smtpPort = workerServices().smtpPort;

const contact = {
  name: "Kiran <b>Bold</b>",
  email: "kiran@example.in",
  projectDetails: '<script>alert("x")</script> & a new logo',
};

beforeEach(async () => {
  await db.$executeRaw`TRUNCATE contacts, outbox_mails, submission_keys, rate_limit_windows`;
});

afterAll(async () => {
  await db.$disconnect();
});

/** Makes every mail due now, as if its back-off had passed. */
async function skipBackOff(): Promise<void> {
  await db.outboxMail.updateMany({ where: { sentAt: null }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });
}

/** `count` notifications to the agency, written an hour ago, in one statement. */
async function notificationBacklog(count: number): Promise<void> {
  await db.$executeRaw`
    INSERT INTO outbox_mails (template, "to", subject, html, text, created_at)
    SELECT 'contact-notification', 'hello@example.com', 'Backlog ' || n, '<p>Backlog</p>', 'Backlog', now() - interval '1 hour' + n * interval '1 ms'
    FROM generate_series(1, ${count}::int) AS n`;
}

describe("the mail outbox", () => {
  it("sends a visitor's acknowledgement ahead of 10,000 waiting notifications, within seconds", async () => {
    // A burst left the agency's notifications waiting; a visitor who writes now is promised their
    // acknowledgement within a minute. It goes in the sender's first batches, so seconds suffice here.
    await notificationBacklog(10_000);
    expect((await postContact(jsonRequest("/api/contact", contact))).status).toBe(201);
    const sink = await startSmtpSink(smtpPort);
    try {
      const started = Date.now();
      const draining = deliverPendingMail({ maxBatches: Number.POSITIVE_INFINITY });
      const isAcknowledgement = (mail: { subject?: string }) => mail.subject === "We received your message – Agency Name";
      while (!sink.messages.some(isAcknowledgement) && Date.now() - started < 30_000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const waited = Date.now() - started;
      const position = sink.messages.findIndex(isAcknowledgement);
      // The backlog is not this test's: marking it sent ends the drain at its next claim.
      await db.$executeRaw`UPDATE outbox_mails SET sent_at = now() WHERE sent_at IS NULL`;
      await draining;

      expect(position).toBeGreaterThanOrEqual(0);
      // Among the first batches the sender claimed, not behind the backlog.
      expect(position).toBeLessThan(2 * maxSmtpConnections * 10);
      expect(waited).toBeLessThan(10_000);
    } finally {
      await sink.close();
    }
  });

  it("sends a backlog over several connections at once, not one mail after another", async () => {
    await notificationBacklog(60);
    const sink = await startSmtpSink(smtpPort);
    try {
      expect(await deliverPendingMail()).toEqual({ sent: 60, failed: 0 });
      await sink.waitFor(60);
      expect(sink.peakConnections).toBeGreaterThanOrEqual(3);
    } finally {
      await sink.close();
    }
  });

  it("keeps a lead's mail while SMTP is down and delivers it once SMTP is back", async () => {
    const response = await postContact(jsonRequest("/api/contact", contact));
    expect(response.status).toBe(201);

    const down = await deliverPendingMail();
    expect(down).toEqual({ sent: 0, failed: 2 });
    expect(await db.contact.count()).toBe(1);
    const waiting = await db.outboxMail.findMany();
    expect(waiting.every((mail) => mail.sentAt === null && mail.attempts === 1 && mail.lastError !== null)).toBe(true);
    expect(waiting.every((mail) => mail.nextAttemptAt.getTime() > Date.now())).toBe(true);

    // Not due yet: a sweep now sends nothing and attempts nothing.
    const sink = await startSmtpSink(smtpPort);
    try {
      expect(await deliverPendingMail()).toEqual({ sent: 0, failed: 0 });
      await skipBackOff();
      expect(await deliverPendingMail()).toEqual({ sent: 2, failed: 0 });
      expect(await deliverPendingMail()).toEqual({ sent: 0, failed: 0 });

      const mails = await sink.waitFor(2);
      expect(mails.map((mail) => mail.subject).sort()).toEqual([
        "New Contact Form Submission from Kiran <b>Bold</b>",
        "We received your message – Agency Name",
      ]);
      const notification = mails.find((mail) => mail.subject?.startsWith("New Contact"));
      expect(notification?.to && "text" in notification.to ? notification.to.text : "").toBe("hello@example.com");
      expect(notification?.replyTo?.text).toBe("kiran@example.in");
      // Visitor text is escaped in the HTML part and kept as typed in the text part.
      expect(notification?.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; a new logo");
      expect(notification?.html).not.toContain("<script>");
      expect(notification?.text).toContain('<script>alert("x")</script> & a new logo');
    } finally {
      await sink.close();
    }
  });

  it("sends each mail once when several senders run at the same time", async () => {
    for (let index = 0; index < 5; index += 1) {
      // An address each: one address gets at most 3 acknowledgements a day.
      await postContact(jsonRequest("/api/contact", { ...contact, name: `Sender test ${index}`, email: `sender${index}@example.in` }));
    }
    const sink = await startSmtpSink(smtpPort);
    try {
      const reports = await Promise.all([
        deliverPendingMail({ batchSize: 3 }),
        deliverPendingMail({ batchSize: 3 }),
        deliverPendingMail({ batchSize: 3 }),
      ]);

      expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(10);
      await sink.waitFor(10);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(sink.messages).toHaveLength(10);
      expect(await db.outboxMail.count({ where: { sentAt: null } })).toBe(0);
    } finally {
      await sink.close();
    }
  });

  it("sends a mail whose sender died mid-send once its lease has run out", async () => {
    await postContact(jsonRequest("/api/contact", contact));
    // A sender claimed both mails and was killed before marking them sent.
    await db.outboxMail.updateMany({ data: { attempts: 1, lockedUntil: new Date(Date.now() + 60_000) } });
    const sink = await startSmtpSink(smtpPort);
    try {
      expect(await deliverPendingMail()).toEqual({ sent: 0, failed: 0 });
      await db.outboxMail.updateMany({ data: { lockedUntil: new Date(Date.now() - 1000) } });
      expect(await deliverPendingMail()).toEqual({ sent: 2, failed: 0 });
      await sink.waitFor(2);
    } finally {
      await sink.close();
    }
  });

  it("gives a mail sent again after its sender died the same Message-ID, so the receiving side sees one message", async () => {
    await postContact(jsonRequest("/api/contact", contact));
    const sink = await startSmtpSink(smtpPort);
    try {
      expect(await deliverPendingMail()).toEqual({ sent: 2, failed: 0 });
      // The sender died after sending, before its batch was marked sent: the lease runs out and the mail goes again.
      await db.outboxMail.updateMany({ data: { sentAt: null, lockedUntil: null } });
      expect(await deliverPendingMail()).toEqual({ sent: 2, failed: 0 });

      const mails = await sink.waitFor(4);
      const ids = await db.outboxMail.findMany({ select: { id: true } });
      const messageIds = mails.map((mail) => mail.messageId);
      expect(new Set(messageIds)).toEqual(new Set(ids.map(({ id }) => `<${id}@localhost>`)));
      expect(messageIds.filter((messageId) => messageId === messageIds[0])).toHaveLength(2);
    } finally {
      await sink.close();
    }
  });

  it("delivers once, through the scheduled sweep, the mail of a server killed between commit and sending", async () => {
    // Outside a request there is no after(): the stored lead's mail waits, as when the process dies.
    await postContact(jsonRequest("/api/contact", contact));
    expect(await db.outboxMail.count({ where: { sentAt: null } })).toBe(2);
    const sink = await startSmtpSink(smtpPort);
    try {
      const sweeps = [await runScheduledSweep(), await runScheduledSweep()];

      expect(sweeps.map((sweep) => sweep.sent)).toEqual([2, 0]);
      await sink.waitFor(2);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(sink.messages).toHaveLength(2);
    } finally {
      await sink.close();
    }
  });

  it("waits longer after each failure, up to six hours", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(30)).toBe(6 * 60 * 60 * 1000);
  });
});

import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { sendingPriority, type OutgoingMail } from "./registry";
import { maxSmtpConnections, openMailer, type Mailer } from "./transport";

// Notification mail goes through the outbox_mails table: written in the same
// transaction as the submission, so a lead is never stored without its mail,
// then sent by deliverPendingMail() right after the response and by the cron
// route. A failed send waits longer after each attempt. A visitor's own mail
// leaves before the agency's notifications (sendingPriority), and a sender
// sends several batches at once over a pool of connections.

export const maxAttempts = 10;
/**
 * Mail one lane of a sender claims at a time. Small, so a visitor's mail written meanwhile is
 * claimed by the next batch of any lane, ahead of whatever else waits.
 */
const defaultBatchSize = 10;
/**
 * How long a claimed mail stays reserved for the sender that claimed it: longer than its batch
 * can take on a server that answers as slowly as the transport's timeouts allow (each of the
 * pool's connections sends at most about defaultBatchSize messages of a run's in-flight ones, 20 s
 * each, after 10 s connecting), so a live sender's mail is not sent again by another.
 */
const leaseSeconds = 240;

export async function enqueueMails(tx: Prisma.TransactionClient, mails: readonly OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  await tx.outboxMail.createMany({
    data: mails.map(({ template, to, replyTo, subject, html, text, listUnsubscribe, attachment }) => ({
      template,
      priority: sendingPriority(template),
      to,
      replyTo,
      subject,
      html,
      text,
      listUnsubscribe,
      attachmentName: attachment?.filename,
      attachmentType: attachment?.contentType,
      attachment: attachment ? new Uint8Array(attachment.content) : undefined,
    })),
  });
}

export interface DeliveryReport {
  sent: number;
  failed: number;
}

interface ClaimedMail {
  id: string;
  to: string;
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
  list_unsubscribe: string | null;
  attachment_name: string | null;
  attachment_type: string | null;
  attachment: Uint8Array | null;
  attempts: number;
}

/**
 * Sends due mail until none is due (or `maxBatches` batches were claimed), in lanes that run at
 * once, one per pooled SMTP connection: each lane claims `batchSize` mails, sends them, marks
 * them, and claims again. Safe to run in several processes at once: each claims rows with FOR
 * UPDATE SKIP LOCKED and a lease, so a row is sent by one sender; a sender that dies mid-send
 * leaves a lease that expires, and the mail is sent by the next run.
 */
export async function deliverPendingMail({ batchSize = defaultBatchSize, maxBatches = 20 } = {}): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0 };
  let batchesLeft = maxBatches;
  const mailer = openMailer();
  const lane = async () => {
    while (batchesLeft > 0) {
      batchesLeft -= 1;
      const claimed = await claimDueMail(batchSize);
      if (claimed.length === 0) return;
      await sendBatch(mailer, claimed, report);
      if (claimed.length < batchSize) return;
    }
  };
  try {
    // allSettled: the mailer stays open until every lane has stopped, even after one failed.
    const stopped = await Promise.allSettled(Array.from({ length: maxSmtpConnections }, lane));
    const failure = stopped.find((result) => result.status === "rejected");
    if (failure) throw failure.reason;
  } finally {
    mailer.close();
  }
  return report;
}

async function sendBatch(mailer: Mailer, claimed: readonly ClaimedMail[], report: DeliveryReport): Promise<void> {
  const results = await Promise.allSettled(
    claimed.map((mail) =>
      mailer.send({
        id: mail.id,
        to: mail.to,
        replyTo: mail.reply_to ?? undefined,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        listUnsubscribe: mail.list_unsubscribe ?? undefined,
        attachment:
          mail.attachment && mail.attachment_name
            ? { filename: mail.attachment_name, contentType: mail.attachment_type ?? "application/octet-stream", content: mail.attachment }
            : undefined,
      }),
    ),
  );
  const sent: string[] = [];
  for (const [index, result] of results.entries()) {
    const mail = claimed[index];
    if (!mail) continue;
    if (result.status === "fulfilled") {
      sent.push(mail.id);
      report.sent += 1;
      continue;
    }
    report.failed += 1;
    const error: unknown = result.reason;
    await db.outboxMail.updateMany({
      where: { id: mail.id },
      data: {
        lockedUntil: null,
        nextAttemptAt: new Date(Date.now() + retryDelayMs(mail.attempts)),
        lastError: error instanceof Error ? error.message.slice(0, 500) : "unknown error",
      },
    });
  }
  // One statement for the batch instead of a round trip per mail. If the sender dies
  // before this statement, the whole batch is sent again once its lease runs out (with a
  // statement per mail, only the mail in hand was). updateMany: a mail erased meanwhile
  // (privacy tools) is simply gone, not an error.
  if (sent.length > 0) {
    await db.outboxMail.updateMany({ where: { id: { in: sent } }, data: { sentAt: new Date(), lockedUntil: null, lastError: null } });
  }
}

/** 30 s after the first failure, doubling up to 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60 * 1000);
}

async function claimDueMail(limit: number): Promise<ClaimedMail[]> {
  return db.$queryRaw<ClaimedMail[]>`
    UPDATE outbox_mails SET attempts = attempts + 1, locked_until = now() + make_interval(secs => ${leaseSeconds})
    WHERE id IN (
      SELECT id FROM outbox_mails
      WHERE sent_at IS NULL AND next_attempt_at <= now() AND attempts < ${maxAttempts}
        AND (locked_until IS NULL OR locked_until < now())
      ORDER BY priority, created_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, "to", reply_to, subject, html, text, list_unsubscribe, attachment_name, attachment_type, attachment, attempts`;
}

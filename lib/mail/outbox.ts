import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { OutgoingMail } from "./lead-mails";
import { sendMail } from "./transport";

// Notification mail goes through the outbox_mails table: written in the same
// transaction as the submission, so a lead is never stored without its mail,
// then sent by deliverPendingMail() right after the response and by the cron
// route. A failed send waits longer after each attempt.

export const maxAttempts = 10;
/** How long a claimed mail stays reserved for the sender that claimed it. */
const leaseSeconds = 120;

export async function enqueueMails(tx: Prisma.TransactionClient, mails: readonly OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  await tx.outboxMail.createMany({
    data: mails.map(({ template, to, replyTo, subject, html, text, listUnsubscribe }) => ({
      template,
      to,
      replyTo,
      subject,
      html,
      text,
      listUnsubscribe,
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
  attempts: number;
}

/**
 * Sends due mail, `batchSize` at a time, until none is due. Safe to run in
 * several processes at once: each claims rows with FOR UPDATE SKIP LOCKED and
 * a lease, so a row is sent by one sender; a sender that dies mid-send leaves a
 * lease that expires, and the mail is sent by the next run.
 */
export async function deliverPendingMail({ batchSize = 20, maxBatches = 10 } = {}): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0 };
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const claimed = await claimDueMail(batchSize);
    if (claimed.length === 0) break;
    const sent: string[] = [];
    for (const mail of claimed) {
      try {
        await sendMail({
          id: mail.id,
          to: mail.to,
          replyTo: mail.reply_to ?? undefined,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          listUnsubscribe: mail.list_unsubscribe ?? undefined,
        });
        sent.push(mail.id);
        report.sent += 1;
      } catch (error) {
        report.failed += 1;
        await db.outboxMail.updateMany({
          where: { id: mail.id },
          data: {
            lockedUntil: null,
            nextAttemptAt: new Date(Date.now() + retryDelayMs(mail.attempts)),
            lastError: error instanceof Error ? error.message.slice(0, 500) : "unknown error",
          },
        });
      }
    }
    // One statement for the batch instead of a round trip per mail. If the sender dies
    // before this statement, the whole batch is sent again once its lease runs out (with a
    // statement per mail, only the mail in hand was). updateMany: a mail erased meanwhile
    // (privacy tools) is simply gone, not an error.
    if (sent.length > 0) {
      await db.outboxMail.updateMany({ where: { id: { in: sent } }, data: { sentAt: new Date(), lockedUntil: null, lastError: null } });
    }
    if (claimed.length < batchSize) break;
  }
  return report;
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
      ORDER BY created_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, "to", reply_to, subject, html, text, list_unsubscribe, attempts`;
}

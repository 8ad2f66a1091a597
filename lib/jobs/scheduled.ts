import "server-only";
import { pruneSubmissionKeys, purgeExpiredLeads, purgeExpiredResumes } from "@/lib/admin/retention";
import { pruneAuditEvents } from "@/lib/audit/retention";
import { pruneWebauthnChallenges } from "@/lib/auth/second-factor";
import { purgeAbandonedUploads } from "@/lib/uploads/resume-uploads";
import { deliverPendingMail, type DeliveryReport } from "@/lib/mail/outbox";
import { pruneMailFiles, pruneSentMail } from "@/lib/mail/sent-mail-retention";
import { pruneNewsletterLeftovers } from "@/lib/newsletter/subscriptions";
import { completePendingReceipts } from "@/lib/payments/pending-receipts";
import { pruneRateLimitWindows } from "@/lib/security/rate-limit";
import { pruneSiteCounters } from "@/lib/analytics/counters";

export interface SweepReport extends DeliveryReport {
  /** Receipts whose mail was written this run (their payer's details fetched from Razorpay). */
  receiptsMailed: number;
  /** Fetches of a payer's details that failed; tried again by a later run. */
  receiptDetailFailures: number;
  prunedRateLimitWindows: number;
  purgedResumes: number;
  /** Outbox rows sent (or given up on) before SENT_MAIL_RETENTION_DAYS. */
  prunedSentMails: number;
  /** .eml files under MAIL_DIR older than SENT_MAIL_RETENTION_DAYS. */
  prunedMailFiles: number;
  prunedSubmissionKeys: number;
  /** Leads older than LEAD_RETENTION_MONTHS. */
  purgedContacts: number;
  purgedQuotes: number;
  purgedCareerApplications: number;
  /** Newsletter sign-ups never confirmed, and records of people who left, after 30 days. */
  prunedNewsletterSubscriptions: number;
  /** Resume uploads never finished, or never named by an application, within their hour. */
  removedResumeUploads: number;
  /** Audit log rows older than AUDIT_RETENTION_MONTHS: the only deletion the log allows. */
  prunedAuditEvents: number;
  /** Passkey challenges past their 5 minutes. */
  prunedWebauthnChallenges: number;
  /** The site's daily counters past their retention (lib/analytics/counters.ts). */
  prunedSiteCounters: number;
}

/**
 * The scheduled sweep: write the mail of receipts still waiting for their payer's details, send due mail, forget old rate-limit windows, then
 * delete everything personal past its retention period and abandoned resume uploads (docs/operations.md,
 * "Privacy requests and retention"). Mail goes first, so a copy is pruned only once it was sent.
 */
export async function runScheduledSweep(now: Date = new Date()): Promise<SweepReport> {
  // Receipts first: their mail then leaves with this run's delivery.
  const receipts = await completePendingReceipts({ now });
  const delivery = await deliverPendingMail();
  const prunedRateLimitWindows = await pruneRateLimitWindows();
  const purgedResumes = await purgeExpiredResumes(now);
  const leads = await purgeExpiredLeads(now);
  return {
    receiptsMailed: receipts.mailed,
    receiptDetailFailures: receipts.detailFailures,
    ...delivery,
    prunedRateLimitWindows,
    purgedResumes,
    prunedSentMails: await pruneSentMail(now),
    prunedMailFiles: await pruneMailFiles(now),
    prunedSubmissionKeys: await pruneSubmissionKeys(now),
    purgedContacts: leads.contacts,
    purgedQuotes: leads.quotes,
    purgedCareerApplications: leads.careerApplications,
    prunedNewsletterSubscriptions: await pruneNewsletterLeftovers(now),
    removedResumeUploads: await purgeAbandonedUploads(now),
    prunedAuditEvents: await pruneAuditEvents(now),
    prunedWebauthnChallenges: await pruneWebauthnChallenges(now),
    prunedSiteCounters: await pruneSiteCounters(now),
  };
}

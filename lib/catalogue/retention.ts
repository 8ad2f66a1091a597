// How long personal data is kept unless the operator configures otherwise.
// lib/env.ts takes its defaults from here and the privacy page states them,
// so the page and the sweep cannot disagree about the defaults.

export const retentionDefaults = {
  /** Contact messages, quote requests (with their status history) and job applications. */
  leadMonths: 24,
  /** A job applicant's resume file. */
  resumeMonths: 12,
  /** Copies of mail once sent (or given up on), and mail written to files without SMTP. */
  sentMailDays: 30,
  /** The keys that stop a resent form from being stored twice. */
  submissionKeyDays: 30,
  /** A newsletter sign-up nobody confirmed, and the record of someone who left. */
  newsletterLeftoverDays: 30,
  /**
   * The dashboard's audit log (who signed in and what they did with which record, with the
   * network shortened): long enough to look back over a year's incidents and the yearly review.
   */
  auditMonths: 12,
} as const;

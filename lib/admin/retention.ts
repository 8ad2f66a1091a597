import "server-only";
import { db } from "@/lib/db";
import { monthsBefore } from "@/lib/calendar";
import { getEnv } from "@/lib/env";

// Personal data is kept only as long as it is needed (DPDP); the scheduled
// sweep (lib/jobs/scheduled.ts) deletes what is older. Resumes are kept for
// RESUME_RETENTION_MONTHS (default 12); the application itself stays until
// LEAD_RETENTION_MONTHS, so the dashboard still shows who applied, and its
// resume_url (NOT NULL) says the file was purged.

/** At most this many rows of a kind per sweep, so one transaction stays short; the next sweep takes the rest. */
const batchSize = 200;

export const purgedPrefix = "purged:";

/** Deletes resumes stored before the retention period; returns how many. */
export async function purgeExpiredResumes(now: Date = new Date()): Promise<number> {
  const cutoff = monthsBefore(now, getEnv().RESUME_RETENTION_MONTHS);
  return db.$transaction(async (tx) => {
    const expired = await tx.resume.findMany({ where: { createdAt: { lt: cutoff } }, select: { id: true }, take: batchSize });
    if (expired.length === 0) return 0;
    const ids = expired.map((resume) => resume.id);
    await tx.$executeRaw`
      UPDATE career_applications SET resume_url = ${purgedPrefix} || resume_url
      WHERE resume_id = ANY(${ids}::uuid[]) AND resume_url NOT LIKE ${`${purgedPrefix}%`}`;
    // The foreign key sets each application's resume_id to NULL.
    const { count } = await tx.resume.deleteMany({ where: { id: { in: ids } } });
    return count;
  });
}

const dayMs = 24 * 60 * 60 * 1000;

export interface PurgedLeads {
  contacts: number;
  quotes: number;
  careerApplications: number;
}

/**
 * Deletes leads older than LEAD_RETENTION_MONTHS, at most `batchSize` of each
 * kind per sweep: contacts; quotes with no status change within the period
 * (their status history goes with them; payments stay as accounting records
 * and lose the link, as on erasure, and their visit's source); applications with their resume.
 */
export async function purgeExpiredLeads(now: Date = new Date()): Promise<PurgedLeads> {
  const cutoff = monthsBefore(now, getEnv().LEAD_RETENTION_MONTHS);
  return db.$transaction(async (tx) => {
    const contacts = await tx.$executeRaw`
      DELETE FROM contacts WHERE id IN (SELECT id FROM contacts WHERE created_at < ${cutoff} LIMIT ${batchSize})`;
    const quotes = await tx.$executeRaw`
      DELETE FROM quotes WHERE id IN (
        SELECT q.id FROM quotes q
        WHERE q.created_at < ${cutoff}
          AND NOT EXISTS (SELECT 1 FROM quote_status_changes c WHERE c.quote_id = q.id AND c.changed_at >= ${cutoff})
        LIMIT ${batchSize})`;
    const applications = await tx.careerApplication.findMany({
      where: { createdAt: { lt: cutoff } },
      select: { id: true, resumeId: true },
      take: batchSize,
    });
    const resumeIds = applications.flatMap((application) => (application.resumeId ? [application.resumeId] : []));
    const { count: careerApplications } = await tx.careerApplication.deleteMany({
      where: { id: { in: applications.map((application) => application.id) } },
    });
    await tx.resume.deleteMany({ where: { id: { in: resumeIds } } });
    // Payments stay as accounting records; where their visit came from goes with the leads of its time.
    await tx.$executeRaw`
      UPDATE payments SET source = NULL
      WHERE id IN (SELECT id FROM payments WHERE source IS NOT NULL AND created_at < ${cutoff} LIMIT ${batchSize})`;
    return { contacts, quotes, careerApplications };
  });
}

/**
 * Forgets Idempotency-Keys older than SUBMISSION_KEY_RETENTION_DAYS. A key
 * only matters while a browser may still resend the submission it kept.
 */
export async function pruneSubmissionKeys(now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - getEnv().SUBMISSION_KEY_RETENTION_DAYS * dayMs);
  const { count } = await db.submissionKey.deleteMany({ where: { createdAt: { lt: cutoff } } });
  return count;
}

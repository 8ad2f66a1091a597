import "server-only";
import { db } from "@/lib/db";
import { getEnv } from "@/lib/env";

// Resumes are kept only as long as hiring needs them (RESUME_RETENTION_MONTHS,
// default 12): the scheduled sweep deletes older ones. The application itself
// stays, so the dashboard still shows who applied; its resume_url (NOT NULL)
// says the file was purged.

/** At most this many resumes per sweep, so one transaction stays short; the next sweep takes the rest. */
const batchSize = 200;

export const purgedPrefix = "purged:";

/** `months` calendar months before `date`, the day clamped to the shorter month (31 March - 1 month = 28/29 February). */
export function monthsBefore(date: Date, months: number): Date {
  const result = new Date(date);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

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

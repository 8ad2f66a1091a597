import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isUuid } from "@/lib/validation/uuid";
import { recordAudit, type AuditEntry } from "@/lib/audit/audit-log";

const storedResume = { bytes: true, originalName: true, contentType: true } satisfies Prisma.ResumeSelect;
export type StoredResume = Prisma.ResumeGetPayload<{ select: typeof storedResume }>;

/** A stored resume with its bytes, or null for an unknown id: only for the one download that asked for it. */
export async function findResume(resumeId: string, audit?: Omit<AuditEntry, "action" | "recordId">): Promise<StoredResume | null> {
  if (!isUuid(resumeId)) return null;
  // The download and its audit row in one transaction; an unknown id records nothing.
  return db.$transaction(async (tx) => {
    const resume = await tx.resume.findUnique({ where: { id: resumeId }, select: storedResume });
    if (resume && audit) await recordAudit(tx, { ...audit, action: "resume-downloaded", recordId: resumeId });
    return resume;
  });
}

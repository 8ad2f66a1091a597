import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isUuid } from "@/lib/validation/uuid";

const storedResume = { bytes: true, originalName: true, contentType: true } satisfies Prisma.ResumeSelect;
export type StoredResume = Prisma.ResumeGetPayload<{ select: typeof storedResume }>;

/** A stored resume with its bytes, or null for an unknown id: only for the one download that asked for it. */
export async function findResume(resumeId: string): Promise<StoredResume | null> {
  if (!isUuid(resumeId)) return null;
  return db.resume.findUnique({ where: { id: resumeId }, select: storedResume });
}

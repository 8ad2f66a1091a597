import "server-only";
import { getEnv } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Answer } from "@/lib/http/answer";
import { storageFull, tooMuchHeld } from "@/lib/http/responses";

// How much of the database resumes may take (lib/env.ts; the figures are
// reasoned in docs/security-resume-limits.md): uploads one visitor has open,
// bytes all open uploads reserve, and bytes of resumes stored in any 24 hours.
// Each check runs in the transaction that writes what it allows, after
// lockResumeStorage, so two requests never both take the last room. A refusal
// stores nothing and touches nothing already stored.

const mebibyte = 1024 * 1024;
const dayMs = 24 * 60 * 60 * 1000;

export type StorageRefusal =
  { kind: "visitor-uploads"; max: number; retryAfterSeconds: number } | { kind: "uploads-full" } | { kind: "resumes-full" };

/** Held until the transaction ends: the checks below and the writes they allow take turns site-wide. */
export async function lockResumeStorage(tx: Prisma.TransactionClient): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended('resume-storage', 0))`;
}

/**
 * Why an upload of `size` bytes may not be opened now, or null. An upload
 * reserves its declared size from the start (its chunks can never exceed it),
 * so the ceiling holds before a byte arrives. Visitors no trusted proxy names
 * (`visitor` null) cannot be told apart: only the site's ceilings bound them.
 */
export async function uploadRefusal(
  tx: Prisma.TransactionClient,
  visitor: string | null,
  size: number,
  now: Date,
): Promise<StorageRefusal | null> {
  const { RESUME_UPLOADS_PER_VISITOR, RESUME_UPLOADS_MAX_MIB } = getEnv();
  const [held] = await tx.$queryRaw<{ visitorUploads: number; visitorNextExpiry: Date | null; heldBytes: number }[]>`
    SELECT count(*) FILTER (WHERE visitor = ${visitor})::int AS "visitorUploads",
           min(expires_at) FILTER (WHERE visitor = ${visitor}) AS "visitorNextExpiry",
           coalesce(sum(size), 0)::float8 AS "heldBytes"
    FROM resume_uploads WHERE expires_at > ${now}`;
  if (visitor !== null && held && held.visitorUploads >= RESUME_UPLOADS_PER_VISITOR) {
    const nextExpiry = held.visitorNextExpiry?.getTime() ?? now.getTime();
    return { kind: "visitor-uploads", max: RESUME_UPLOADS_PER_VISITOR, retryAfterSeconds: (nextExpiry - now.getTime()) / 1000 };
  }
  if ((held?.heldBytes ?? 0) + size > RESUME_UPLOADS_MAX_MIB * mebibyte) return { kind: "uploads-full" };
  // Said before the bytes are sent when the day's room could not take them anyway.
  return resumeRefusal(tx, size, now);
}

/** Why a resume of `size` bytes may not be stored now, or null: the last 24 hours' resumes and it must fit the daily ceiling. */
export async function resumeRefusal(tx: Prisma.TransactionClient, size: number, now: Date): Promise<StorageRefusal | null> {
  const { RESUMES_PER_DAY_MAX_MIB } = getEnv();
  const [stored] = await tx.$queryRaw<{ bytes: number }[]>`
    SELECT coalesce(sum(size), 0)::float8 AS bytes FROM resumes WHERE created_at > ${new Date(now.getTime() - dayMs)}`;
  return (stored?.bytes ?? 0) + size > RESUMES_PER_DAY_MAX_MIB * mebibyte ? { kind: "resumes-full" } : null;
}

export function storageRefused(refusal: StorageRefusal): Answer {
  switch (refusal.kind) {
    case "visitor-uploads":
      return tooMuchHeld(
        "too_many_uploads",
        `At most ${refusal.max} resume uploads may be open at once. Send your application with one of them, or try again later.`,
        refusal.retryAfterSeconds,
      );
    case "uploads-full":
      return storageFull("The site is receiving too many resumes right now. Please try again in an hour.");
    case "resumes-full":
      return storageFull("The site has received as many resumes as it can take today. Please try again tomorrow.");
  }
}

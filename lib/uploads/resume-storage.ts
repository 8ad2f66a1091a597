import "server-only";
import { getEnv } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Answer } from "@/lib/http/answer";
import { storageFull, tooMuchHeld } from "@/lib/http/responses";
import { fixedWindowStart } from "@/lib/security/rate-limit";

// How much of the database resumes may take (lib/env.ts, which reasons the
// figures): uploads one visitor has open, bytes all open uploads reserve, bytes
// of resumes stored in any 24 hours, and one sender's share of those: per
// address and per e-mail in each UTC day, so no one visitor can fill the day's
// room for the others. (An upload session's share is its declared size, at most
// the 5 MB a resume may have, reserved when it opens.)
// Each check runs in the transaction that writes what it allows, after
// lockResumeStorage, so two requests never both take the last room. A refusal
// stores nothing and touches nothing already stored.

const mebibyte = 1024 * 1024;
const kibibyte = 1024;
const dayMs = 24 * 60 * 60 * 1000;

export type StorageRefusal =
  | { kind: "visitor-uploads"; max: number; retryAfterSeconds: number }
  | { kind: "uploads-full" }
  | { kind: "resumes-full" }
  | { kind: "share-used"; maxMiB: number; retryAfterSeconds: number };

/** Who sends a resume: the address (lib/http/client-ip.ts's visitor key; null when no trusted proxy names it) and the applicant's e-mail. */
export interface ResumeSender {
  visitor: string | null;
  email: string;
}

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
  sender: ResumeSender,
  size: number,
  now: Date,
): Promise<StorageRefusal | null> {
  const { visitor } = sender;
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
  // Said before the bytes are sent when the day's room, or the sender's share of it, could not take them anyway.
  return resumeRefusal(tx, sender, size, now);
}

/**
 * Why a resume of `size` bytes may not be stored now, or null: the sender's
 * share of the day must hold it, and the last 24 hours' resumes and it must fit
 * the daily ceiling.
 */
export async function resumeRefusal(
  tx: Prisma.TransactionClient,
  sender: ResumeSender,
  size: number,
  now: Date,
): Promise<StorageRefusal | null> {
  const { RESUMES_PER_DAY_MAX_MIB, RESUMES_PER_SENDER_DAY_MIB } = getEnv();
  const day = fixedWindowStart(now, dayMs / 1000);
  const [used] = await tx.$queryRaw<{ kib: number }[]>`
    SELECT coalesce(max(hits), 0)::int AS kib FROM rate_limit_windows
    WHERE window_start = ${day} AND bucket = ANY(${shareBuckets(sender)}::text[])`;
  if ((used?.kib ?? 0) + kibibytes(size) > RESUMES_PER_SENDER_DAY_MIB * kibibyte) {
    return { kind: "share-used", maxMiB: RESUMES_PER_SENDER_DAY_MIB, retryAfterSeconds: (day.getTime() + dayMs - now.getTime()) / 1000 };
  }
  const [stored] = await tx.$queryRaw<{ bytes: number }[]>`
    SELECT coalesce(sum(size), 0)::float8 AS bytes FROM resumes WHERE created_at > ${new Date(now.getTime() - dayMs)}`;
  return (stored?.bytes ?? 0) + size > RESUMES_PER_DAY_MAX_MIB * mebibyte ? { kind: "resumes-full" } : null;
}

/**
 * Counts a stored resume against its sender's share of the day, in the
 * transaction that stores it (after resumeRefusal allowed it), in KiB per
 * bucket of rate_limit_windows, which the sweep empties a day after.
 */
export async function takeResumeShare(tx: Prisma.TransactionClient, sender: ResumeSender, size: number, now: Date): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO rate_limit_windows (bucket, window_start, hits)
    SELECT bucket, ${fixedWindowStart(now, dayMs / 1000)}, ${kibibytes(size)}
    FROM unnest(${shareBuckets(sender)}::text[]) WITH ORDINALITY AS b(bucket, position) ORDER BY position
    ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_windows.hits + EXCLUDED.hits`;
}

/** The sender's address (when a trusted proxy names it; else all such senders share the day's room alone) and e-mail. */
function shareBuckets(sender: ResumeSender): string[] {
  const email = `resume-kib-email:${sender.email.trim().toLowerCase()}`;
  return sender.visitor === null ? [email] : [`resume-kib-address:${sender.visitor}`, email];
}

function kibibytes(size: number): number {
  return Math.ceil(size / kibibyte);
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
    case "share-used":
      return tooMuchHeld(
        "resume_share_used",
        `One applicant may send at most ${refusal.maxMiB} MiB of resumes a day. Please try again tomorrow.`,
        refusal.retryAfterSeconds,
      );
  }
}

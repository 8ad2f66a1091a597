import "server-only";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { uploadRules } from "@/lib/validation/form-constants";
import { isUuid } from "@/lib/validation/uuid";
import type { ResumeUploadRequest } from "@/lib/validation/resume-upload";
import type { ResumeType } from "./resume-file";
import { lockResumeStorage, uploadRefusal, type StorageRefusal } from "./resume-storage";

// Resume uploads kept in Postgres while their chunks arrive. Vercel Functions
// refuse request bodies over 4.5 MB, so a 5 MB resume cannot come in one
// request; it comes as ordered chunks of `uploadRules.chunkBytes` into an
// upload session, and the application names the finished upload. Postgres,
// because resumes already live there (no second store to secure, back up and
// erase from) and because it behaves the same under `next start` and on
// Vercel. The bytes are immutable once the last one is in: no chunk fits after.

/** An unfinished upload is refused after this long and then deleted by the scheduled sweep. */
export const uploadLifetimeMs = 60 * 60 * 1000;

/** True for a string Postgres takes as a uuid (anything else cannot name an upload). */
export function isUploadId(value: string): boolean {
  return isUuid(value);
}

function hashToken(token: string): Buffer {
  return createHash("sha256").update(token).digest();
}

/** Constant-time, so a guess learns nothing from how long the refusal took. */
function tokenMatches(token: string, storedHashHex: string): boolean {
  const stored = Buffer.from(storedHashHex, "hex");
  const given = hashToken(token);
  return stored.length === given.length && timingSafeEqual(stored, given);
}

export interface OpenedUpload {
  id: string;
  /** Returned once, to the creator only; the database keeps its sha256. */
  token: string;
  chunkSize: number;
  expiresAt: Date;
}

export type OpenOutcome = { ok: true; upload: OpenedUpload } | { ok: false; refusal: StorageRefusal };

/**
 * Starts an upload session for a resume of `size` bytes (the caller has checked
 * the 5 MB limit) for `visitor` (lib/http/client-ip.ts), unless the visitor's
 * or the site's room for resumes is used up (lib/uploads/resume-storage.ts).
 */
export async function openResumeUpload(request: ResumeUploadRequest, visitor: string | null, now: Date = new Date()): Promise<OpenOutcome> {
  // The scheduled sweep runs only daily on Vercel's Hobby plan: every new upload
  // also clears the expired ones, so an abandoned file rarely outlives its hour by much.
  await purgeAbandonedUploads(now);
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + uploadLifetimeMs);
  return db.$transaction(async (tx): Promise<OpenOutcome> => {
    await lockResumeStorage(tx);
    const refusal = await uploadRefusal(tx, { visitor, email: request.email }, request.size, now);
    if (refusal) return { ok: false, refusal };
    const { id } = await tx.resumeUpload.create({
      data: {
        tokenHash: hashToken(token).toString("hex"),
        email: request.email,
        fileName: request.fileName,
        size: request.size,
        visitor,
        createdAt: now,
        expiresAt,
      },
      select: { id: true },
    });
    return { ok: true, upload: { id, token, chunkSize: uploadRules.chunkBytes, expiresAt } };
  });
}

export type ChunkOutcome =
  | { ok: true; receivedBytes: number; nextIndex: number; complete: boolean }
  /** Unknown, expired, or someone else's (wrong token): indistinguishable on purpose. */
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "duplicate" | "out-of-order"; nextIndex: number }
  /** The chunk would take the upload past the size it declared. */
  | { ok: false; reason: "over-size"; size: number }
  /** A chunk before the last one shorter than the chunk size (bounds the number of chunks). */
  | { ok: false; reason: "short"; expectedBytes: number };

interface LockedUpload {
  tokenHash: string;
  size: number;
  receivedBytes: number;
  nextIndex: number;
}

/**
 * Appends chunk `index` to the upload. Only the next chunk in order is taken;
 * the row lock makes two requests for the same upload take turns, and the
 * primary key (upload, index) would refuse a second copy anyway.
 */
export async function appendResumeChunk(
  id: string,
  token: string,
  index: number,
  bytes: Uint8Array<ArrayBuffer>,
  now: Date = new Date(),
): Promise<ChunkOutcome> {
  if (!isUploadId(id)) return { ok: false, reason: "not-found" };
  return db.$transaction(async (tx): Promise<ChunkOutcome> => {
    const [upload] = await tx.$queryRaw<LockedUpload[]>`
      SELECT token_hash AS "tokenHash", size, received_bytes AS "receivedBytes", next_index AS "nextIndex"
      FROM resume_uploads WHERE id = ${id}::uuid AND expires_at > ${now} FOR UPDATE`;
    if (!upload || !tokenMatches(token, upload.tokenHash)) return { ok: false, reason: "not-found" };
    if (index < upload.nextIndex) return { ok: false, reason: "duplicate", nextIndex: upload.nextIndex };
    if (index > upload.nextIndex) return { ok: false, reason: "out-of-order", nextIndex: upload.nextIndex };
    const remaining = upload.size - upload.receivedBytes;
    if (bytes.byteLength > remaining) return { ok: false, reason: "over-size", size: upload.size };
    const expectedBytes = Math.min(uploadRules.chunkBytes, remaining);
    if (bytes.byteLength < expectedBytes) return { ok: false, reason: "short", expectedBytes };

    await tx.resumeUploadChunk.create({ data: { uploadId: id, chunkIndex: index, bytes }, select: { chunkIndex: true } });
    const receivedBytes = upload.receivedBytes + bytes.byteLength;
    await tx.resumeUpload.update({ where: { id }, data: { receivedBytes, nextIndex: index + 1 }, select: { id: true } });
    return { ok: true, receivedBytes, nextIndex: index + 1, complete: receivedBytes === upload.size };
  });
}

export type FinishedUpload =
  /**
   * `verdict`: what the bytes were found to be when first checked (recordVerdict), or null
   * before; `bytes`: the whole file, read only while there is no verdict (a checked upload
   * goes from its chunks into the resumes table without passing through here).
   */
  | { ok: true; fileName: string; size: number; verdict: string; bytes: null }
  | { ok: true; fileName: string; size: number; verdict: null; bytes: Uint8Array<ArrayBuffer> }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "incomplete"; receivedBytes: number; size: number };

/**
 * A finished upload, with its chunks joined in order while it has no verdict. One
 * snapshot (repeatable read) for the row and its chunks: an application that takes the
 * upload between the two reads deletes both, and a second application racing for it
 * must find the upload gone (404), not its chunks missing (409).
 */
export async function readFinishedUpload(id: string, token: string, now: Date = new Date()): Promise<FinishedUpload> {
  if (!isUploadId(id)) return { ok: false, reason: "not-found" };
  return db.$transaction((tx) => readUploadFile(tx, id, token, now), { isolationLevel: "RepeatableRead" });
}

async function readUploadFile(tx: Prisma.TransactionClient, id: string, token: string, now: Date): Promise<FinishedUpload> {
  const upload = await tx.resumeUpload.findFirst({
    where: { id, expiresAt: { gt: now } },
    select: { tokenHash: true, fileName: true, size: true, receivedBytes: true, verdict: true },
  });
  if (!upload || !tokenMatches(token, upload.tokenHash)) return { ok: false, reason: "not-found" };
  const { fileName, size, receivedBytes, verdict } = upload;
  if (receivedBytes !== size) return { ok: false, reason: "incomplete", receivedBytes, size };
  if (verdict !== null) return { ok: true, fileName, size, verdict, bytes: null };

  // A chunk a query: each answer is decoded in a moment of its own, so other
  // requests go between them rather than wait for the whole file.
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (let chunkIndex = 0; offset < size; chunkIndex += 1) {
    // As base64 text, decoded by Node straight into place: Prisma's Bytes would copy each chunk several times over.
    const [chunk] = await tx.$queryRaw<{ base64: string }[]>`
      SELECT encode(bytes, 'base64') AS base64 FROM resume_upload_chunks WHERE upload_id = ${id}::uuid AND chunk_index = ${chunkIndex}`;
    // Cannot overflow: appendResumeChunk never lets the chunks add up past `size`.
    const written = chunk ? Buffer.from(bytes.buffer).write(chunk.base64, offset, "base64") : 0;
    if (written === 0) return { ok: false, reason: "incomplete", receivedBytes: offset, size };
    offset += written;
  }
  return { ok: true, fileName, size, verdict: null, bytes };
}

/**
 * Keeps what a finished upload's bytes were found to be, so that they are
 * checked once: a later application naming it (a retry, one refused for
 * another reason) takes the verdict instead of reading the bytes again. The
 * bytes cannot change once finished, so the verdict cannot go stale.
 */
export async function recordVerdict(id: string, type: ResumeType): Promise<void> {
  await db.resumeUpload.updateMany({ where: { id }, data: { verdict: type.extension } });
}

/** What the resumes table keeps about a file besides its bytes. */
export interface StoredResume {
  id: string;
  originalName: string;
  contentType: string;
}

/**
 * Stores a finished upload as `resume` and deletes the upload, inside the
 * transaction that stores the application made from it, so the two happen
 * together or not at all. The chunks are joined and hashed by Postgres: the
 * file never passes through the server's one thread again. False when the
 * upload is no longer there (another application took it, or it expired).
 */
export async function moveUploadToResumes(
  tx: Prisma.TransactionClient,
  uploadId: string,
  resume: StoredResume,
  now: Date = new Date(),
): Promise<boolean> {
  // A second application racing for the same upload waits here, then finds it gone.
  const [upload] = await tx.$queryRaw<{ size: number }[]>`
    SELECT size FROM resume_uploads
    WHERE id = ${uploadId}::uuid AND received_bytes = size AND expires_at > ${now} FOR UPDATE`;
  if (!upload) return false;
  const stored = await tx.$executeRaw`
    INSERT INTO resumes (id, bytes, original_name, content_type, size, sha256)
    SELECT ${resume.id}::uuid, file, ${resume.originalName}, ${resume.contentType}, length(file), encode(sha256(file), 'hex')
    FROM (SELECT string_agg(bytes, ''::bytea ORDER BY chunk_index) AS file FROM resume_upload_chunks WHERE upload_id = ${uploadId}::uuid) joined
    WHERE length(file) = ${upload.size}`;
  if (stored !== 1) return false;
  await tx.$executeRaw`DELETE FROM resume_uploads WHERE id = ${uploadId}::uuid`;
  return true;
}

/** Deletes an upload that can never become an application (not a resume, or sent by a bot). */
export async function discardResumeUpload(id: string, token: string): Promise<void> {
  if (!isUploadId(id)) return;
  const upload = await db.resumeUpload.findUnique({ where: { id }, select: { tokenHash: true } });
  if (upload && tokenMatches(token, upload.tokenHash)) await db.resumeUpload.deleteMany({ where: { id } });
}

/** Deletes uploads past their lifetime, with their chunks (run by the scheduled sweep); returns how many. */
export async function purgeAbandonedUploads(now: Date = new Date()): Promise<number> {
  const { count } = await db.resumeUpload.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}

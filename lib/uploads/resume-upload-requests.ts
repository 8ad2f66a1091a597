import "server-only";
import type { Answer } from "@/lib/http/answer";
import { conflict, created, notFound, ok, tooLarge, validationFailed } from "@/lib/http/responses";
import { resumeRules } from "@/lib/validation/form-constants";
import type { ResumeUploadRequest } from "@/lib/validation/resume-upload";
import { storageRefused } from "./resume-storage";
import { appendResumeChunk, isUploadId, openResumeUpload } from "./resume-uploads";

// The HTTP side of chunked resume uploads (lib/uploads/resume-uploads.ts keeps
// them): POST /api/careers/uploads opens one, PUT .../chunks/{index} adds the
// next chunk. POST /api/careers then names the finished upload.

/** The header that carries an upload's token: a secret, so never in the URL. */
export const uploadTokenHeader = "upload-token";

/** One answer for unknown, expired and someone else's uploads: a wrong token learns nothing. */
export function uploadNotFound(): Answer {
  return notFound("upload_not_found");
}

/** A resume over the spec's 5 MB, said as such (the form shows the spec's "File too large" notice). */
export function resumeTooLarge(): Answer {
  return tooLarge({ limit: "resume", maxBytes: resumeRules.maxBytes });
}

/** A declared size over the 5 MB a resume may have is told so before the fields are judged. */
export function screenDeclaredSize(input: unknown): Answer | null {
  const declaredSize = typeof input === "object" && input !== null ? (input as Record<string, unknown>).size : undefined;
  return typeof declaredSize === "number" && declaredSize > resumeRules.maxBytes ? resumeTooLarge() : null;
}

/** POST /api/careers/uploads: `{ email, fileName, size }` → 201 `{ id, token, chunkSize, expiresAt }`. */
export async function startResumeUpload(details: ResumeUploadRequest, visitor: string | null): Promise<Answer> {
  const opened = await openResumeUpload(details, visitor);
  if (!opened.ok) return storageRefused(opened.refusal);
  const { upload } = opened;
  return created({ id: upload.id, token: upload.token, chunkSize: upload.chunkSize, expiresAt: upload.expiresAt.toISOString() });
}

/** A chunk as endpoint() hands it over: where it goes, its token, and its bytes once asked for. */
export interface ChunkCall {
  params: { id: string; index: string };
  headers: Headers;
  bytes: () => Promise<Uint8Array<ArrayBuffer>>;
}

/** PUT /api/careers/uploads/{id}/chunks/{index}: the next chunk, its bytes read only for an upload that may exist. */
export async function receiveResumeChunk({ params, headers, bytes }: ChunkCall): Promise<Answer> {
  const token = headers.get(uploadTokenHeader) ?? "";
  // Five chunks make a 5 MB resume; four digits leave room for another chunk size.
  const index = /^\d{1,4}$/.test(params.index) ? Number(params.index) : null;
  if (token === "" || index === null || !isUploadId(params.id)) return uploadNotFound();

  const body = await bytes();
  if (body.byteLength === 0) return validationFailed({}, ["The chunk is empty."]);

  const outcome = await appendResumeChunk(params.id, token, index, body);
  if (outcome.ok) return ok({ receivedBytes: outcome.receivedBytes, nextIndex: outcome.nextIndex, complete: outcome.complete });
  switch (outcome.reason) {
    case "not-found":
      return uploadNotFound();
    case "duplicate":
      // A retry of a chunk whose answer was lost: the client carries on from nextIndex.
      return conflict("chunk_already_received", { nextIndex: outcome.nextIndex });
    case "out-of-order":
      return conflict("chunk_out_of_order", { nextIndex: outcome.nextIndex });
    case "over-size":
      return tooLarge({ limit: "upload", maxBytes: outcome.size });
    case "short":
      return validationFailed({}, [`Every chunk but the last must be ${outcome.expectedBytes} bytes.`]);
  }
}

import "server-only";
import { visitorKey } from "@/lib/http/client-ip";
import { mediaType, readBodyCapped, readJsonBody } from "@/lib/http/read-body";
import { conflict, created, notFound, ok, rateLimited, tooLarge, unsupported, validationFailed } from "@/lib/http/responses";
import { hitFormRateLimit } from "@/lib/security/rate-limit";
import { resumeRules, uploadRules } from "@/lib/validation/form-constants";
import { parseRequest } from "@/lib/validation/parse-request";
import { resumeUploadSchema } from "@/lib/validation/resume-upload";
import { storageRefused } from "./resume-storage";
import { appendResumeChunk, isUploadId, openResumeUpload } from "./resume-uploads";
import { Answer } from "@/lib/http/answer";

// The HTTP side of chunked resume uploads (lib/uploads/resume-uploads.ts keeps
// them): POST /api/careers/uploads opens one, PUT .../chunks/{index} adds the
// next chunk. POST /api/careers then names the finished upload.

/** The upload's details are three short fields; read within a JSON form's 64 KiB all the same. */
const maxDetailsBytes = 64 * 1024;

/** Counts the request against the visitor's resume-upload limit, with the form steps' 429 (lib/leads/pipeline.ts). */
async function limitUploads(request: Request): Promise<Answer | null> {
  const limit = await hitFormRateLimit("resume-upload", visitorKey(request.headers));
  return limit.allowed ? null : rateLimited(limit.retryAfterSeconds);
}

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

/** POST /api/careers/uploads: `{ email, fileName, size }` → 201 `{ id, token, chunkSize, expiresAt }`. */
export async function handleResumeUploadStart(request: Request): Promise<Answer> {
  if (mediaType(request) !== "application/json") return unsupported("Send the upload's details as application/json.");
  // Counted like the form itself; each chunk then counts in the same bucket (handleResumeChunk).
  const limited = await limitUploads(request);
  if (limited) return limited;

  const read = await readJsonBody(request, maxDetailsBytes);
  if (!read.ok) return read.response;
  const { input } = read;
  const declaredSize = typeof input === "object" && input !== null ? (input as Record<string, unknown>).size : undefined;
  if (typeof declaredSize === "number" && declaredSize > resumeRules.maxBytes) return resumeTooLarge();
  const parsed = parseRequest(resumeUploadSchema, input);
  if (!parsed.ok) return validationFailed(parsed.fieldErrors, parsed.formErrors);

  const opened = await openResumeUpload(parsed.data, visitorKey(request.headers));
  if (!opened.ok) return storageRefused(opened.refusal);
  const { upload } = opened;
  return created({ id: upload.id, token: upload.token, chunkSize: upload.chunkSize, expiresAt: upload.expiresAt.toISOString() });
}

/** PUT /api/careers/uploads/{id}/chunks/{index}: the next chunk, as application/octet-stream. */
export async function handleResumeChunk(request: Request, params: { id: string; index: string }): Promise<Answer> {
  if (mediaType(request) !== "application/octet-stream") return unsupported("Send each chunk as application/octet-stream.");
  // Every chunk counts against the visitor's limit before a byte of it is read: with the
  // uploads one visitor may hold open, this bounds what one visitor can make the site store.
  const limited = await limitUploads(request);
  if (limited) return limited;
  const token = request.headers.get(uploadTokenHeader) ?? "";
  // Five chunks make a 5 MB resume; four digits leave room for another chunk size.
  const index = /^\d{1,4}$/.test(params.index) ? Number(params.index) : null;
  if (token === "" || index === null || !isUploadId(params.id)) return uploadNotFound();

  const body = await readBodyCapped(request, uploadRules.chunkBytes);
  if (!body.ok) {
    return body.reason === "too-large"
      ? tooLarge({ limit: "request", maxBytes: uploadRules.chunkBytes })
      : validationFailed({}, ["The chunk could not be read."]);
  }
  if (body.bytes.byteLength === 0) return validationFailed({}, ["The chunk is empty."]);

  const outcome = await appendResumeChunk(params.id, token, index, body.bytes);
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

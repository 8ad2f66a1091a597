import "server-only";
import { Answer } from "./answer";

// The answers of the HTTP contract (docs/http-and-forms.md), as values that
// route() turns into HTTP. Bodies never carry a stack trace or an internal message.

export function created(body: Record<string, unknown>): Answer {
  return Answer.json(201, body);
}

export function ok(body: Record<string, unknown>): Answer {
  return Answer.json(200, body);
}

export function validationFailed(fieldErrors: Record<string, string[] | undefined>, formErrors: string[] = []): Answer {
  return Answer.json(400, { error: "validation", fieldErrors, formErrors });
}

/** 422: the Idempotency-Key belongs to another submission; nothing was stored. */
export function keyReused(): Answer {
  return Answer.json(422, {
    error: "idempotency_key_reused",
    message: "This Idempotency-Key was already used for a different submission. Send a new key with a new submission.",
  });
}

/**
 * Which limit a 413 hit, so a form can say the truth: "resume" is the 5 MB a
 * resume may have; "request" is what one request may carry; "upload" is the
 * size an upload session declared.
 */
export type SizeLimit = "resume" | "request" | "upload";

export function tooLarge(limit?: { limit: SizeLimit; maxBytes: number }): Answer {
  return Answer.json(413, { error: "too_large", ...limit });
}

export function notFound(error: string): Answer {
  return Answer.json(404, { error });
}

export function conflict(error: string, details: Record<string, unknown> = {}): Answer {
  return Answer.json(409, { error, ...details });
}

export function unsupported(message: string): Answer {
  return Answer.json(415, { error: "unsupported_media_type", message });
}

export function rateLimited(retryAfterSeconds: number): Answer {
  return Answer.json(429, { error: "rate_limited" }, { "Retry-After": String(retryAfterSeconds) });
}

/** 429 for what one visitor holds rather than how often they ask: says which limit, and when there is room again. */
export function tooMuchHeld(error: string, message: string, retryAfterSeconds: number): Answer {
  return Answer.json(429, { error, message }, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });
}

/** 507: the site's room for something is used up for now; nothing was stored and nothing stored was touched. */
export function storageFull(message: string): Answer {
  return Answer.json(507, { error: "storage_full", message });
}

export function unauthorized(): Answer {
  return Answer.json(401, { error: "unauthorized" });
}

export function unavailable(): Answer {
  return Answer.json(503, { error: "unavailable" });
}

/**
 * 200 with a file to save (an admin's export, a stored resume): `disposition`
 * names it, and nosniff keeps a browser from guessing another type than `type`.
 */
export function download(body: BodyInit, type: string, disposition: string, headers: Record<string, string> = {}): Answer {
  return new Answer(
    200,
    { raw: body },
    { "Content-Type": type, "Content-Disposition": disposition, "X-Content-Type-Options": "nosniff", ...headers },
  );
}

import "server-only";
import { Answer } from "./answer";
import { errorAnswer, type errorStatuses, type ErrorCode } from "./errors";

// The answers of the HTTP contract (docs/http-and-forms.md), as values that
// endpoint() turns into HTTP: the only place besides lib/http/errors.ts and
// lib/api/endpoint.ts that builds an Answer. Error statuses come from the one
// table (errorStatuses). Bodies never carry a stack trace or an internal message.

/** The codes of the table answered with `status`. */
export type CodeWithStatus<S extends number> = { [C in ErrorCode]: (typeof errorStatuses)[C] extends S ? C : never }[ErrorCode];

export function created(body: Record<string, unknown>): Answer {
  return Answer.json(201, body);
}

export function ok(body: Record<string, unknown>, headers: Record<string, string> = {}): Answer {
  return Answer.json(200, body, headers);
}

/** 202: taken, with what follows done later (a mail queued); the body names no record. */
export function accepted(body: Record<string, unknown>, headers: Record<string, string> = {}): Answer {
  return Answer.json(202, body, headers);
}

/** 204: nothing to say (an analytics beacon, counted or not). */
export function noContent(): Answer {
  return new Answer(204, { raw: null });
}

/** 303 to a path on this site: a form's POST sends the browser on with a GET. */
export function seeOther(location: string): Answer {
  return new Answer(303, { raw: null }, { Location: location });
}

/** A monitor's answer: 200 when `status` is "ok", 503 otherwise, with the figures it may see. */
export function health(body: { status: string } & Record<string, unknown>, headers: Record<string, string> = {}): Answer {
  return Answer.json(body.status === "ok" ? 200 : 503, body, headers);
}

export function validationFailed(fieldErrors: Record<string, string[] | undefined>, formErrors: string[] = []): Answer {
  return errorAnswer("validation", { fieldErrors, formErrors });
}

/** 422: the Idempotency-Key belongs to another submission; nothing was stored. */
export function keyReused(): Answer {
  return errorAnswer("idempotency_key_reused", {
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
  return errorAnswer("too_large", { ...limit });
}

export function notFound(error: CodeWithStatus<404> = "not_found", headers: Record<string, string> = {}): Answer {
  return errorAnswer(error, {}, headers);
}

export function conflict(error: CodeWithStatus<409>, details: Record<string, unknown> = {}, headers: Record<string, string> = {}): Answer {
  return errorAnswer(error, details, headers);
}

export function unsupported(message: string): Answer {
  return errorAnswer("unsupported_media_type", { message });
}

export function rateLimited(retryAfterSeconds: number): Answer {
  return errorAnswer("rate_limited", {}, { "Retry-After": String(retryAfterSeconds) });
}

/** 429 for what one visitor holds rather than how often they ask: says which limit, and when there is room again. */
export function tooMuchHeld(error: Exclude<CodeWithStatus<429>, "rate_limited">, message: string, retryAfterSeconds: number): Answer {
  return errorAnswer(error, { message }, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });
}

/** 507: the site's room for something is used up for now; nothing was stored and nothing stored was touched. */
export function storageFull(message: string): Answer {
  return errorAnswer("storage_full", { message });
}

export function unauthorized(): Answer {
  return errorAnswer("unauthorized");
}

export function unavailable(): Answer {
  return errorAnswer("unavailable");
}

/**
 * 200 with a file to save (an admin's export, a stored resume, a receipt's PDF):
 * `disposition` names it, and nosniff keeps a browser from guessing another
 * type than `type`.
 */
export function download(body: BodyInit, type: string, disposition: string, headers: Record<string, string> = {}): Answer {
  return new Answer(
    200,
    { raw: body },
    { "Content-Type": type, "Content-Disposition": disposition, "X-Content-Type-Options": "nosniff", ...headers },
  );
}

/** 200 with bytes or text of `type` to show or use as they are (a feed, a font). */
export function document(body: BodyInit, type: string, headers: Record<string, string> = {}): Answer {
  return new Answer(200, { raw: body }, { "Content-Type": type, ...headers });
}

/** A small HTML page of our own (a mail link's page, a receipt), with the status it stands for. */
export function htmlPage(status: number, html: string, headers: Record<string, string> = {}): Answer {
  return new Answer(status, { raw: html }, { "Content-Type": "text/html; charset=utf-8", ...headers });
}

import "server-only";
import { Answer } from "./answer";

/**
 * Every error code the API answers, with its status: the one table
 * (docs/http-and-forms.md lists it, and lib/http/contract.test.ts holds the two
 * in step). A handler throws `ApiError(code)` or returns a builder's answer; a
 * code outside this table does not compile.
 */
export const errorStatuses = {
  validation: 400,
  invalid_body: 400,
  invalid_signature: 400,
  malformed: 400,
  unknown_feed: 400,
  unknown_order: 400,
  unauthorized: 401,
  not_found: 404,
  upload_not_found: 404,
  draft_preview_not_configured: 404,
  already_enrolled: 409,
  last_factor: 409,
  no_factor: 409,
  no_address: 409,
  chunk_already_received: 409,
  chunk_out_of_order: 409,
  upload_incomplete: 409,
  too_large: 413,
  unsupported_media_type: 415,
  idempotency_key_reused: 422,
  rate_limited: 429,
  too_many_uploads: 429,
  resume_share_used: 429,
  feed_failed: 502,
  payment_provider_unavailable: 502,
  unavailable: 503,
  payments_not_configured: 503,
  storage_full: 507,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorStatuses;

/**
 * A refusal, thrown from a handler or a `lib/` function below it and answered
 * by endpoint() (lib/api/endpoint.ts) as `{ error: code, ...details }` with the
 * code's status. Details carry what a client shows or acts on (a form's
 * `message`, `fieldErrors`, the `nextIndex` expected), never an internal message.
 */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly details: Readonly<Record<string, unknown>> = {},
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(code);
    this.name = "ApiError";
  }

  get status(): number {
    return errorStatuses[this.code];
  }

  toAnswer(): Answer {
    return Answer.json(this.status, { error: this.code, ...this.details }, { ...this.headers });
  }
}

/** The answer for `code`: what a builder of lib/http/responses.ts returns, and what a thrown ApiError becomes. */
export function errorAnswer(code: ErrorCode, details: Record<string, unknown> = {}, headers: Record<string, string> = {}): Answer {
  return new ApiError(code, details, headers).toAnswer();
}

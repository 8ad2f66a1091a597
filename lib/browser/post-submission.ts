// Browser side of the submission contract (docs/http-and-forms.md): every
// form posts through here, and callApi (lib/browser/api/call-api.ts) reads the answer.

import { callApi, type ApiResult } from "@/lib/browser/api/call-api";

export type SubmitResult =
  /** 201, or 200 for a repeat of the same Idempotency-Key; `body` is the whole answer (a quote's estimate). */
  | { status: "stored"; id: string; body: Record<string, unknown> }
  /** 202: taken, with what follows done by mail; the answer names no record (the newsletter's, which must not tell who subscribed). */
  | { status: "accepted" }
  /** 400: messages per field, to show beside the inputs. */
  | { status: "invalid"; fieldErrors: Record<string, string[]> }
  | { status: "rate-limited"; retryAfterSeconds: number }
  /**
   * 413, 415, or 422 (the key belongs to another submission): the server will
   * never take this request as it is. For a 413, `limit` is the limit our server
   * named ("resume": the file is over 5 MB; "request" or "upload": one request
   * was too big), or null when the answer came from elsewhere (Vercel refuses
   * bodies over 4.5 MB before our code runs).
   */
  | { status: "refused"; httpStatus: number; limit: string | null }
  /** No answer (network) or 5xx (server): keep the submission locally and send it again later. */
  | { status: "unreachable"; cause: "network" | "server" };

/** A key made when the visitor starts submitting; a resubmission reuses it. */
export function newIdempotencyKey(): string {
  // randomUUID exists only in secure contexts (https or localhost).
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Posts JSON (a plain object) or multipart (FormData) and reads the answer. */
export async function postSubmission(url: string, body: Record<string, unknown> | FormData, idempotencyKey: string): Promise<SubmitResult> {
  // Where the visit came from, after Accept All (lib/browser/consent.ts): loaded now, not with the form.
  const source = await import("@/lib/browser/visit-storage").then(
    (module) => module.leadSourceHeaders(),
    () => ({}),
  );
  const headers = { "Idempotency-Key": idempotencyKey, ...source };
  const result = body instanceof FormData ? await callApi(url, { form: body, headers }) : await callApi(url, { json: body, headers });
  return submitResultOf(result);
}

/** An API result as the submission contract reads it. */
export function submitResultOf(result: ApiResult<Record<string, unknown>>): SubmitResult {
  if (result.ok) {
    if (result.status === 202) return { status: "accepted" };
    if (typeof result.body.id === "string") return { status: "stored", id: result.body.id, body: result.body };
    return { status: "unreachable", cause: "server" };
  }
  if (result.status === 0) return { status: "unreachable", cause: "network" };
  if (result.status === 400) return { status: "invalid", fieldErrors: result.fieldErrors };
  if (result.status === 429) return { status: "rate-limited", retryAfterSeconds: result.retryAfterSeconds ?? 60 };
  if (result.status === 413 || result.status === 415 || result.status === 422) {
    return { status: "refused", httpStatus: result.status, limit: typeof result.body.limit === "string" ? result.body.limit : null };
  }
  return { status: "unreachable", cause: "server" };
}

/** The first message for a field, if the server named it. */
export function fieldError(errors: Record<string, string[]>, field: string): string | undefined {
  return errors[field]?.[0];
}

// The browser's one way to call the site's API (docs/http-and-forms.md): it
// sends JSON, a form or bytes, and reads every answer of the contract into one
// result, so forms, the admin and the checkout read errors the same way. No
// server code; nothing here knows a route.

/** An answer in 2xx, with its parsed JSON body ({} when it has none). */
export interface ApiSuccess<T> {
  ok: true;
  status: number;
  body: T;
  response: Response;
}

/** Anything else: a refusal of the contract, a server error, or no answer at all. */
export interface ApiFailure {
  ok: false;
  /** The HTTP status, or 0 when no answer came (the network). */
  status: number;
  /** The contract's error code (`validation`, `rate_limited`, …), or null when the answer had none. */
  code: string | null;
  /** What the answer says to show: its `message`, else the first field's or form's error. */
  message: string | undefined;
  fieldErrors: Record<string, string[]>;
  formErrors: string[];
  /** Retry-After, in seconds, when the answer names it. */
  retryAfterSeconds: number | null;
  /** The whole JSON body ({} when there was none), for what a caller reads beyond the above (`limit`, `nextIndex`). */
  body: Record<string, unknown>;
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export interface CallOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** A value sent as application/json. */
  json?: unknown;
  /** A form sent as multipart/form-data (the browser writes its boundary). */
  form?: FormData;
  /** Bytes sent as application/octet-stream. */
  bytes?: ArrayBuffer;
  headers?: Record<string, string>;
  cache?: RequestCache;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Calls `path` and reads its answer; never throws. */
export async function callApi<T = Record<string, unknown>>(path: string, options: CallOptions = {}): Promise<ApiResult<T>> {
  const { method = "POST", json, form, bytes, headers = {}, cache } = options;
  const contentType: Record<string, string> =
    json !== undefined ? { "Content-Type": "application/json" } : bytes !== undefined ? { "Content-Type": "application/octet-stream" } : {};
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      cache,
      headers: { ...contentType, ...headers },
      body: json !== undefined ? JSON.stringify(json) : (form ?? bytes),
    });
  } catch {
    return failure(0, {}, null);
  }
  return readApiAnswer<T>(response);
}

/** An answer of the contract, read into a result. */
export async function readApiAnswer<T = Record<string, unknown>>(response: Response): Promise<ApiResult<T>> {
  const payload: unknown = await response.json().catch(() => null);
  const body = isRecord(payload) ? payload : {};
  if (response.ok) return { ok: true, status: response.status, body: body as T, response };
  return failure(response.status, body, response.headers.get("Retry-After"));
}

function failure(status: number, body: Record<string, unknown>, retryAfter: string | null): ApiFailure {
  const fieldErrors = isRecord(body.fieldErrors) ? (body.fieldErrors as Record<string, string[]>) : {};
  const formErrors = Array.isArray(body.formErrors) ? body.formErrors.filter((error) => typeof error === "string") : [];
  const message =
    typeof body.message === "string" ? body.message : (Object.values(fieldErrors).find((errors) => errors?.length)?.[0] ?? formErrors[0]);
  const seconds = Number(retryAfter);
  return {
    ok: false,
    status,
    code: typeof body.error === "string" ? body.error : null,
    message,
    fieldErrors,
    formErrors,
    retryAfterSeconds: retryAfter !== null && Number.isFinite(seconds) && seconds > 0 ? seconds : null,
    body,
  };
}

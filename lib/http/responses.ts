import "server-only";

// The answers of the HTTP contract (ARCHITECTURE.md). Bodies never carry a
// stack trace or an internal message.

export function created(body: Record<string, unknown>): Response {
  return Response.json(body, { status: 201 });
}

export function ok(body: Record<string, unknown>): Response {
  return Response.json(body, { status: 200 });
}

export function validationFailed(fieldErrors: Record<string, string[] | undefined>, formErrors: string[] = []): Response {
  return Response.json({ error: "validation", fieldErrors, formErrors }, { status: 400 });
}

/** 422: the Idempotency-Key belongs to another submission; nothing was stored. */
export function keyReused(): Response {
  return Response.json(
    {
      error: "idempotency_key_reused",
      message: "This Idempotency-Key was already used for a different submission. Send a new key with a new submission.",
    },
    { status: 422 },
  );
}

/**
 * Which limit a 413 hit, so a form can say the truth: "resume" is the 5 MB a
 * resume may have; "request" is what one request may carry; "upload" is the
 * size an upload session declared.
 */
export type SizeLimit = "resume" | "request" | "upload";

export function tooLarge(limit?: { limit: SizeLimit; maxBytes: number }): Response {
  return Response.json({ error: "too_large", ...limit }, { status: 413 });
}

export function notFound(error: string): Response {
  return Response.json({ error }, { status: 404 });
}

export function conflict(error: string, details: Record<string, unknown> = {}): Response {
  return Response.json({ error, ...details }, { status: 409 });
}

export function unsupported(message: string): Response {
  return Response.json({ error: "unsupported_media_type", message }, { status: 415 });
}

export function rateLimited(retryAfterSeconds: number): Response {
  return Response.json({ error: "rate_limited" }, { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } });
}

/** 429 for what one visitor holds rather than how often they ask: says which limit, and when there is room again. */
export function tooMuchHeld(error: string, message: string, retryAfterSeconds: number): Response {
  return Response.json({ error, message }, { status: 429, headers: { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) } });
}

/** 507: the site's room for something is used up for now; nothing was stored and nothing stored was touched. */
export function storageFull(message: string): Response {
  return Response.json({ error: "storage_full", message }, { status: 507 });
}

export function unauthorized(): Response {
  return Response.json({ error: "unauthorized" }, { status: 401 });
}

export function unavailable(): Response {
  return Response.json({ error: "unavailable" }, { status: 503 });
}

/**
 * 200 with a file to save (an admin's export, a stored resume): `disposition`
 * names it, and nosniff keeps a browser from guessing another type than `type`.
 */
export function download(body: BodyInit, type: string, disposition: string, headers: Record<string, string> = {}): Response {
  return new Response(body, {
    status: 200,
    headers: { "Content-Type": type, "Content-Disposition": disposition, "X-Content-Type-Options": "nosniff", ...headers },
  });
}

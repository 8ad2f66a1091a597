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

export function tooLarge(): Response {
  return Response.json({ error: "too_large" }, { status: 413 });
}

export function unsupported(message: string): Response {
  return Response.json({ error: "unsupported_media_type", message }, { status: 415 });
}

export function rateLimited(retryAfterSeconds: number): Response {
  return Response.json(
    { error: "rate_limited" },
    { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
  );
}

export function unauthorized(): Response {
  return Response.json({ error: "unauthorized" }, { status: 401 });
}

export function unavailable(): Response {
  return Response.json({ error: "unavailable" }, { status: 503 });
}

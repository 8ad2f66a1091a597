import "server-only";

export type KeyResult = { ok: true; key: string | null } | { ok: false };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The Idempotency-Key header: absent (a client that does not retry), or a
 * UUID. Anything else is refused rather than stored as a key.
 */
export function readIdempotencyKey(request: Request): KeyResult {
  const header = request.headers.get("idempotency-key");
  if (header === null) return { ok: true, key: null };
  const key = header.trim().toLowerCase();
  return uuidPattern.test(key) ? { ok: true, key } : { ok: false };
}

import "server-only";

export type KeyResult = { ok: true; key: string | null } | { ok: false };

/**
 * Opaque, as clients send them (UUIDs, ULIDs, base64, "order-42"): 1 to 255
 * visible ASCII characters. Nothing else, so a key is safe to store and log.
 */
const keyPattern = /^[\x21-\x7e]{1,255}$/;

export const invalidKeyMessage = "The Idempotency-Key header must be 1 to 255 visible ASCII characters.";

/**
 * The Idempotency-Key header's value: absent (a client that does not retry),
 * or an opaque key kept exactly as sent. Anything else is refused rather than stored.
 */
export function parseIdempotencyKey(header: string | null): KeyResult {
  if (header === null) return { ok: true, key: null };
  return keyPattern.test(header) ? { ok: true, key: header } : { ok: false };
}

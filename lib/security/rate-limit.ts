import "server-only";
import { db } from "@/lib/db";
import { getEnv } from "@/lib/env";

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one request of a form from a visitor (lib/http/client-ip.ts) in a
 * fixed window: RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_SECONDS for each visitor,
 * RATE_LIMIT_SHARED_MAX for all the visitors no trusted proxy names (they
 * share one bucket, so its limit is for the whole site).
 */
export function hitFormRateLimit(form: string, visitor: string | null, now = new Date()): Promise<RateLimitResult> {
  const { RATE_LIMIT_MAX, RATE_LIMIT_SHARED_MAX } = getEnv();
  return visitor === null
    ? hitRateLimit(`${form}:unknown-visitors`, RATE_LIMIT_SHARED_MAX, now)
    : hitRateLimit(`${form}:${visitor}`, RATE_LIMIT_MAX, now);
}

/**
 * Counts one request against `bucket` in a fixed window of
 * RATE_LIMIT_WINDOW_SECONDS and says whether it is within `max`.
 */
export async function hitRateLimit(bucket: string, max: number, now = new Date()): Promise<RateLimitResult> {
  const { RATE_LIMIT_WINDOW_SECONDS } = getEnv();
  const windowStart = fixedWindowStart(now, RATE_LIMIT_WINDOW_SECONDS);
  const hits = (await countHits([bucket], windowStart)).get(bucket) ?? 0;
  if (hits <= max) return { allowed: true };
  const windowEnd = windowStart.getTime() + RATE_LIMIT_WINDOW_SECONDS * 1000;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000)) };
}

/** The start of the fixed window of `windowSeconds` that `now` falls in. */
export function fixedWindowStart(now: Date, windowSeconds: number): Date {
  const windowMs = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/**
 * Counts one hit on each bucket in the window that starts at `windowStart` and
 * returns every bucket's count, this hit included. The counters are rows of
 * rate_limit_windows, upserted in one statement before any decision, so every
 * server instance and every concurrent request sees its own count; the rows
 * are always taken in the same order, so concurrent callers queue on each
 * row's lock instead of deadlocking.
 */
export async function countHits(buckets: readonly string[], windowStart: Date): Promise<Map<string, number>> {
  const rows = await db.$queryRaw<{ bucket: string; hits: number }[]>`
    INSERT INTO rate_limit_windows (bucket, window_start, hits)
    SELECT bucket, ${windowStart}, 1 FROM unnest(${[...buckets]}::text[]) WITH ORDINALITY AS b(bucket, position) ORDER BY position
    ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_windows.hits + 1
    RETURNING bucket, hits`;
  return new Map(rows.map((row) => [row.bucket, row.hits]));
}

/** Drops windows that ended more than a day ago (run by the scheduled job). */
export async function pruneRateLimitWindows(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const { count } = await db.rateLimitWindow.deleteMany({ where: { windowStart: { lt: cutoff } } });
  return count;
}

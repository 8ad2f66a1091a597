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
 * RATE_LIMIT_WINDOW_SECONDS and says whether it is within `max`. The counter
 * is one upserted row in Postgres, incremented before the decision, so every
 * server instance and every concurrent request sees its own count.
 */
export async function hitRateLimit(bucket: string, max: number, now = new Date()): Promise<RateLimitResult> {
  const { RATE_LIMIT_WINDOW_SECONDS } = getEnv();
  const windowMs = RATE_LIMIT_WINDOW_SECONDS * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db.$queryRaw<{ hits: number }[]>`
    INSERT INTO rate_limit_windows (bucket, window_start, hits) VALUES (${bucket}, ${windowStart}, 1)
    ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_windows.hits + 1
    RETURNING hits`;
  if ((row?.hits ?? 0) <= max) return { allowed: true };
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
  return { allowed: false, retryAfterSeconds };
}

/** Drops windows that ended more than a day ago (run by the scheduled job). */
export async function pruneRateLimitWindows(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const { count } = await db.rateLimitWindow.deleteMany({ where: { windowStart: { lt: cutoff } } });
  return count;
}

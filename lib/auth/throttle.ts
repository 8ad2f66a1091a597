import "server-only";
import { db } from "@/lib/db";

// Failed sign-ins are counted per account and per client address in fixed
// 15-minute windows, in Postgres (rate_limit_windows), so the limit holds
// across server instances. Once a bucket is full, even the right password is
// refused until its window has passed.

export const loginThrottle = {
  windowSeconds: 15 * 60,
  maxFailuresPerAccount: 5,
  maxFailuresPerAddress: 20,
} as const;

function windowStart(now: Date): Date {
  const windowMs = loginThrottle.windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

function buckets(email: string, address: string) {
  return [
    { bucket: `login-account:${email}`, max: loginThrottle.maxFailuresPerAccount },
    { bucket: `login-address:${address}`, max: loginThrottle.maxFailuresPerAddress },
  ];
}

/** True when this account or address has used up its failures in the current window. */
export async function isLoginThrottled(email: string, address: string, now = new Date()): Promise<boolean> {
  const checks = buckets(email, address);
  const rows = await db.rateLimitWindow.findMany({
    where: { windowStart: windowStart(now), bucket: { in: checks.map((check) => check.bucket) } },
    select: { bucket: true, hits: true },
  });
  return checks.some((check) => (rows.find((row) => row.bucket === check.bucket)?.hits ?? 0) >= check.max);
}

export async function recordLoginFailure(email: string, address: string, now = new Date()): Promise<void> {
  const start = windowStart(now);
  for (const { bucket } of buckets(email, address)) {
    await db.$executeRaw`
      INSERT INTO rate_limit_windows (bucket, window_start, hits) VALUES (${bucket}, ${start}, 1)
      ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_windows.hits + 1`;
  }
}

import "server-only";
import { db } from "@/lib/db";
import { countHits, fixedWindowStart } from "@/lib/security/rate-limit";

// Failed sign-ins, counted in Postgres like the forms' requests
// (lib/security/rate-limit.ts), in fixed 15-minute windows, so the limits hold
// across server instances. Each attempt is counted
// before its password is checked (one atomic upsert), so parallel attempts
// cannot all slip under a limit; a right password takes its count back.
//
// Limits refuse only the address that failed: per account and address, and per
// address across accounts. Nothing refuses the account itself, so a stranger
// failing on the admin's e-mail cannot lock the admin out. Failures on one
// account from everywhere only slow every attempt on it down (loginDelayMs).
export const loginThrottle = {
  windowSeconds: 15 * 60,
  maxFailuresPerAccountAndAddress: 5,
  maxFailuresPerAddress: 20,
  /** Failures on one account in a window before its attempts are slowed down. */
  slowdownAfterFailures: 10,
  firstDelayMs: 500,
  maxDelayMs: 8000,
} as const;

export type LoginAttempt = { allowed: false } | { allowed: true; delayMs: number; release(): Promise<void> };

/** 0 up to the threshold, then doubling from firstDelayMs to maxDelayMs. */
export function loginDelayMs(earlierFailures: number): number {
  const over = earlierFailures - loginThrottle.slowdownAfterFailures;
  if (over < 0) return 0;
  return Math.min(loginThrottle.maxDelayMs, loginThrottle.firstDelayMs * 2 ** over);
}

/**
 * Counts one attempt on `email` from `visitor` (null: no trusted address, so
 * only the account's slowdown applies) and says whether it may go on and how
 * long it must wait first. Call release() when the password was right.
 */
export async function beginLoginAttempt(email: string, visitor: string | null, now = new Date()): Promise<LoginAttempt> {
  const start = fixedWindowStart(now, loginThrottle.windowSeconds);
  const account = `login-account:${email}`;
  const pair = visitor === null ? null : `login-account-address:${email}|${visitor}`;
  const address = visitor === null ? null : `login-address:${visitor}`;
  const buckets = [account, pair, address].filter((bucket): bucket is string => bucket !== null);
  const counts = await countHits(buckets, start);
  const hits = (bucket: string | null) => (bucket === null ? 0 : (counts.get(bucket) ?? 0));
  if (hits(pair) > loginThrottle.maxFailuresPerAccountAndAddress || hits(address) > loginThrottle.maxFailuresPerAddress) {
    return { allowed: false };
  }
  return {
    allowed: true,
    delayMs: loginDelayMs(hits(account) - 1),
    async release() {
      // The right password: this attempt was no failure, and this address has proved itself for the account.
      await db.$executeRaw`
        UPDATE rate_limit_windows SET hits = CASE WHEN bucket = ${pair} THEN 0 ELSE GREATEST(hits - 1, 0) END
        WHERE window_start = ${start} AND bucket = ANY(${buckets}::text[])`;
    },
  };
}

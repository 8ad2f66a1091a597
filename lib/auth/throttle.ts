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

/**
 * Second factors, tried once the password was right: the same limits per address for every
 * kind, so failures limit the address that made them. Authenticator codes have only a million
 * values and the one trying knows the password, so they also have a cap per account: past it
 * the account's app codes are refused from everywhere until the window passes (10 guesses in a
 * million per quarter hour). The cap is theirs alone: a recovery code (49 random bits) and a
 * passkey (a signature) cannot be guessed, so a password holder's wrong codes never lock the
 * owner's recovery codes or passkeys.
 */
export const secondFactorThrottle = { maxFailuresPerAccount: 10 } as const;

/** What a second factor's answer is, for its limits: a guessable 6-digit app code, or an unguessable one. */
export type FactorStrength = "app-code" | "unguessable";

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
  return beginAttempt("login", email, visitor, now, Number.POSITIVE_INFINITY);
}

/**
 * The same for a second factor of the admin `adminId`: app codes count in their own
 * per-account bucket, with its cap; unguessable answers only per address.
 */
export async function beginSecondFactorAttempt(
  adminId: string,
  visitor: string | null,
  strength: FactorStrength,
  now = new Date(),
): Promise<LoginAttempt> {
  if (strength === "app-code") return beginAttempt("factor", adminId, visitor, now, secondFactorThrottle.maxFailuresPerAccount);
  return beginAttempt("unguessable-factor", adminId, visitor, now, null);
}

async function beginAttempt(
  kind: "login" | "factor" | "unguessable-factor",
  accountName: string,
  visitor: string | null,
  now: Date,
  /** null: no bucket for the account at all, only its addresses. */
  maxFailuresPerAccount: number | null,
): Promise<LoginAttempt> {
  const start = fixedWindowStart(now, loginThrottle.windowSeconds);
  const account = maxFailuresPerAccount === null ? null : `${kind}-account:${accountName}`;
  const pair = visitor === null ? null : `${kind}-account-address:${accountName}|${visitor}`;
  const address = visitor === null ? null : `${kind}-address:${visitor}`;
  const buckets = [account, pair, address].filter((bucket): bucket is string => bucket !== null);
  const counts = await countHits(buckets, start);
  const hits = (bucket: string | null) => (bucket === null ? 0 : (counts.get(bucket) ?? 0));
  if (
    hits(pair) > loginThrottle.maxFailuresPerAccountAndAddress ||
    hits(address) > loginThrottle.maxFailuresPerAddress ||
    hits(account) > (maxFailuresPerAccount ?? Number.POSITIVE_INFINITY)
  ) {
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

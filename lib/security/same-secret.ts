import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Whether `given` is the secret `expected`, in constant time: both are compared
 * as sha256 digests, so neither their contents nor their lengths show in how
 * long a refusal takes.
 */
export function sameSecret(expected: string, given: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(expected), digest(given));
}

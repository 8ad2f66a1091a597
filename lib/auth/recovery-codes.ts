import { createHash, randomInt } from "node:crypto";

// Ten one-time recovery codes, shown once and stored as their sha256. Each is
// 10 characters from a 31-letter alphabet without look-alikes (49 random
// bits): with sign-in throttled to a few tries per quarter hour, guessing one
// of ten takes longer than the universe has, so a fast hash is enough and a
// slow one (argon2) would only slow the admin down. Not server-only: the admin
// commands make codes too.

export const recoveryCodeCount = 10;
const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
const groupLength = 5;

export function newRecoveryCodes(count = recoveryCodeCount): string[] {
  return Array.from({ length: count }, () => {
    const letters = Array.from({ length: groupLength * 2 }, () => alphabet[randomInt(alphabet.length)]).join("");
    return `${letters.slice(0, groupLength)}-${letters.slice(groupLength)}`;
  });
}

/** As typed: case, spaces and dashes do not matter. Null when it cannot be a recovery code. */
export function normaliseRecoveryCode(input: string): string | null {
  const bare = input.toLowerCase().replace(/[\s-]/g, "");
  return bare.length === groupLength * 2 && [...bare].every((letter) => alphabet.includes(letter)) ? bare : null;
}

export function hashRecoveryCode(normalised: string): string {
  return createHash("sha256").update(normalised).digest("hex");
}

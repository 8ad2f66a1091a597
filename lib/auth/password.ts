import { hash, verify } from "@node-rs/argon2";

// argon2id with the library's defaults (19 MiB, 2 passes: OWASP's minimum for argon2id).
// Not server-only: the admin commands (scripts/, plain Node) hash with it too;
// the native argon2 binding keeps it out of any browser bundle anyway.

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Spent on an unknown e-mail too, so the answer's timing does not tell whether the account exists. */
let dummyHash: Promise<string> | undefined;
export async function spendVerifyTime(password: string): Promise<void> {
  dummyHash ??= hash("not-a-real-password-of-anyone");
  await verifyPassword(await dummyHash, password);
}

export const minPasswordLength = 12;

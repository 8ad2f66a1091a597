import "server-only";
import { setTimeout as sleep } from "node:timers/promises";
import { db } from "@/lib/db";
import { spendVerifyTime, verifyPassword } from "./password";
import { beginLoginAttempt } from "./throttle";

export interface SignedInAdmin {
  id: string;
  email: string;
  /** Sessions carry it; ending sessions moves it on (lib/auth/session-version.ts). */
  sessionVersion: number;
}

export type SignInResult = { ok: true; admin: SignedInAdmin } | { ok: false; message: string };

/** One message for a wrong e-mail and a wrong password, so it never tells which exists. */
export const invalidCredentials = "Invalid email or password.";
export const tooManyAttempts = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";

/**
 * Checks an admin's e-mail and password, within the failed-attempt limits of
 * lib/auth/throttle.ts. `visitor` is lib/http/client-ip.ts's visitorKey.
 */
export async function signInAdmin(rawEmail: string, password: string, visitor: string | null): Promise<SignInResult> {
  const email = rawEmail.trim().toLowerCase().slice(0, 254);
  if (!email || !password || password.length > 1024) return { ok: false, message: invalidCredentials };
  const attempt = await beginLoginAttempt(email, visitor);
  if (!attempt.allowed) return { ok: false, message: tooManyAttempts };
  if (attempt.delayMs > 0) await sleep(attempt.delayMs);

  const admin = await db.adminUser.findUnique({
    where: { email },
    select: { id: true, email: true, passwordHash: true, sessionVersion: true },
  });
  const valid = admin ? await verifyPassword(admin.passwordHash, password) : (await spendVerifyTime(password), false);
  if (!admin || !valid) return { ok: false, message: invalidCredentials };

  await attempt.release();
  await db.adminUser.update({ where: { id: admin.id }, data: { lastLoginAt: new Date() }, select: { id: true } });
  return { ok: true, admin: { id: admin.id, email: admin.email, sessionVersion: admin.sessionVersion } };
}

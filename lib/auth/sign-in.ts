import "server-only";
import { setTimeout as sleep } from "node:timers/promises";
import { recordAudit } from "@/lib/audit/audit-log";
import type { RequestOrigin } from "@/lib/audit/network";
import { db } from "@/lib/db";
import { enqueueMails } from "@/lib/mail/outbox";
import { signInAlert } from "./alert-mails";
import { invalidCredentials, invalidSecondFactor, secondFactorNeeded, tooManyAttempts } from "./sign-in-messages";
import { secondFactorRequired } from "./auth-secret";
import { spendVerifyTime, verifyPassword } from "./password";
import { factorStrength, hasSecondFactor, verifySecondFactor, type SecondFactorInput } from "./second-factor";
import { createSession, type SecondFactorProof } from "./session-version";
import { beginLoginAttempt, beginSecondFactorAttempt } from "./throttle";

export interface SignedInAdmin {
  id: string;
  email: string;
  /** Sessions carry it; ending every session moves it on (lib/auth/session-version.ts). */
  sessionVersion: number;
  /** The admin_sessions row this sign-in opened. */
  sessionId: string;
}

export type SignInResult = { ok: true; admin: SignedInAdmin } | { ok: false; message: string };

export { invalidCredentials, invalidSecondFactor, secondFactorNeeded, tooManyAttempts };

/** Where a sign-in comes from, for the records: its browser and network. */
export interface SignInOrigin {
  browser: string;
  origin: RequestOrigin;
}

const unknownOrigin: SignInOrigin = { browser: "Unknown browser", origin: { network: null, country: null } };

/**
 * Checks an admin's e-mail and password, then their second factor, within the
 * failed-attempt limits of lib/auth/throttle.ts. `visitor` is lib/http/client-ip.ts's visitorKey. Every outcome past the
 * limits is in the audit log; a success opens a session and mails the admin,
 * in one transaction with its audit row.
 */
export async function signInAdmin(
  rawEmail: string,
  password: string,
  visitor: string | null,
  factor: SecondFactorInput = {},
  context: SignInOrigin = unknownOrigin,
): Promise<SignInResult> {
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
  if (!admin || !valid) {
    // The typed address is named only when it is an admin's: a stranger's typo is nobody's record.
    await recordAudit(db, {
      action: "sign-in-failed",
      admin: admin ? { adminId: admin.id, email: admin.email } : null,
      origin: context.origin,
    });
    return { ok: false, message: invalidCredentials };
  }
  await attempt.release();

  let proof: SecondFactorProof | null = null;
  if (await hasSecondFactor(db, admin.id)) {
    if (!factor.code && !factor.passkey) return { ok: false, message: secondFactorNeeded };
    const verified = await checkFactor(admin, visitor, factor, context);
    if (!verified.ok) return verified;
    proof = verified.proof;
  } else if (secondFactorRequired()) {
    // The first enrolment: the password and the one-time enrolment code npm run admin:create printed
    // (lib/auth/admin-accounts.ts), so a stolen password alone cannot add a factor.
    if (!factor.code) return { ok: false, message: secondFactorNeeded };
    const verified = await checkFactor(admin, visitor, { code: factor.code }, context);
    if (!verified.ok) return verified;
    if (verified.proof !== "recovery") return { ok: false, message: invalidSecondFactor };
  } else {
    proof = "not-required";
  }

  const now = new Date();
  const sessionId = await db.$transaction(async (tx) => {
    const session = await createSession(tx, admin.id, proof, context.browser, context.origin);
    await tx.adminUser.update({ where: { id: admin.id }, data: { lastLoginAt: now }, select: { id: true } });
    await recordAudit(tx, {
      action: "sign-in",
      admin: { adminId: admin.id, email: admin.email },
      recordId: session.id,
      origin: context.origin,
    });
    await enqueueMails(tx, [
      await signInAlert(admin.email, now, { browser: context.browser, country: context.origin.country }, session.endToken),
    ]);
    return session.id;
  });
  return { ok: true, admin: { id: admin.id, email: admin.email, sessionVersion: admin.sessionVersion, sessionId } };
}

/**
 * The admin's second factor, within its limits (lib/auth/throttle.ts): a wrong
 * answer counts against the address that sent it, and an app code also against
 * the account's app codes alone. Every wrong answer is in the audit log.
 */
async function checkFactor(
  admin: { id: string; email: string },
  visitor: string | null,
  factor: SecondFactorInput,
  context: SignInOrigin,
): Promise<{ ok: true; proof: SecondFactorProof } | { ok: false; message: string }> {
  const attempt = await beginSecondFactorAttempt(admin.id, visitor, factorStrength(factor));
  if (!attempt.allowed) return { ok: false, message: tooManyAttempts };
  const proof = await verifySecondFactor(admin.id, factor);
  if (!proof) {
    await recordAudit(db, { action: "second-factor-failed", admin: { adminId: admin.id, email: admin.email }, origin: context.origin });
    return { ok: false, message: invalidSecondFactor };
  }
  await attempt.release();
  return { ok: true, proof };
}

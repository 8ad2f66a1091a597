import { generate } from "otplib";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { workerServices } from "@/test/integration-workers";
import { seedTotpSecret, upsertAdmin, resetSecondFactors } from "@/lib/auth/admin-accounts";
import { db } from "@/lib/db";
import { clearAuditLog } from "@/test/audit-log";
import { developmentSecret } from "./auth-secret";
import { newSoftwarePasskey, passkeyAnswer } from "@/test/passkey-authenticator";
import { confirmTotpEnrolment, passkeySignInOptions, relyingParty, startTotpEnrolment } from "./second-factor";
import { adminForSession, endAllSessionsByLink } from "./session-version";
import { invalidSecondFactor, secondFactorNeeded, signInAdmin, tooManyAttempts } from "./sign-in";
import { secondFactorThrottle } from "./throttle";

// ADMIN_SECOND_FACTOR as in development unless a test says "required", as in production.
const mode = vi.hoisted(() => ({ secondFactor: "optional" as "optional" | "required" }));
vi.mock("@/lib/env", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/env")>();
  return { ...actual, getEnv: () => ({ ...actual.getEnv(), ADMIN_SECOND_FACTOR: mode.secondFactor }) };
});

// The second factor at sign-in, against the database: a code is accepted once,
// a recovery code once, wrong codes are throttled, every outcome is audited,
// every sign-in is mailed, and the mail's link ends every session once.

const email = "owner@agency.test";
const password = "correct horse battery staple";
const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const origin = { browser: "Chrome on Android", origin: { network: "203.0.113.0/24", country: "IN" } };

async function adminId(): Promise<string> {
  return (await db.adminUser.findUniqueOrThrow({ where: { email }, select: { id: true } })).id;
}

async function actions(): Promise<string[]> {
  return (await db.auditEvent.findMany({ orderBy: [{ at: "asc" }], select: { action: true } })).map((row) => row.action);
}

beforeEach(async () => {
  mode.secondFactor = "optional";
  await clearAuditLog();
  await db.$executeRaw`TRUNCATE admin_users, rate_limit_windows, outbox_mails CASCADE`;
  await upsertAdmin(workerServices().databaseUrl, email, password);
});

afterAll(async () => {
  await db.$disconnect();
});

describe("signing in with a second factor", () => {
  beforeEach(async () => {
    // Integration tests run without NEXTAUTH_SECRET: the development secret seals it.
    await seedTotpSecret(workerServices().databaseUrl, email, secret, developmentSecret);
  });

  it("asks for it after the right password, and accepts a code once", async () => {
    expect(await signInAdmin(email, password, "203.0.113.1")).toEqual({ ok: false, message: secondFactorNeeded });

    const code = await generate({ secret });
    expect(await signInAdmin(email, password, "203.0.113.1", { code }, origin)).toMatchObject({ ok: true });
    expect(await signInAdmin(email, password, "203.0.113.1", { code }, origin)).toEqual({ ok: false, message: invalidSecondFactor });
    expect(await actions()).toEqual(["sign-in", "second-factor-failed"]);
    const audited = await db.auditEvent.findFirstOrThrow({ where: { action: "sign-in" } });
    expect(audited).toMatchObject({ adminEmail: email, network: "203.0.113.0/24", country: "IN" });
  });

  it("accepts each recovery code once, after an operator's reset none of the old factors", async () => {
    const id = await adminId();
    const session = await signInAdmin(email, password, null, { code: await generate({ secret }) });
    if (!session.ok) throw new Error(session.message);
    await db.adminRecoveryCode.deleteMany();
    const { newRecoveryCodes, hashRecoveryCode, normaliseRecoveryCode } = await import("./recovery-codes");
    const [code = ""] = newRecoveryCodes(1);
    await db.adminRecoveryCode.create({ data: { adminId: id, codeHash: hashRecoveryCode(normaliseRecoveryCode(code) ?? "") } });

    expect(await signInAdmin(email, password, null, { code: code.toUpperCase() })).toMatchObject({ ok: true });
    expect(await signInAdmin(email, password, null, { code })).toEqual({ ok: false, message: invalidSecondFactor });

    expect(await resetSecondFactors(workerServices().databaseUrl, email)).toEqual(expect.any(String));
    const claims = { adminId: id, sessionId: session.admin.sessionId, sessionVersion: session.admin.sessionVersion };
    expect(await adminForSession(claims)).toBeNull();
    // Reset: the password alone signs in again, to a session that must enrol a factor.
    const again = await signInAdmin(email, password, null);
    if (!again.ok) throw new Error(again.message);
    expect(
      await adminForSession({ adminId: id, sessionId: again.admin.sessionId, sessionVersion: again.admin.sessionVersion }),
    ).toMatchObject({ secondFactor: "not-required" });
  });

  it("throttles wrong codes per account, from every address, even with the right password", async () => {
    for (let attempt = 0; attempt < secondFactorThrottle.maxFailuresPerAccount; attempt += 1) {
      expect(await signInAdmin(email, password, `198.51.100.${attempt + 1}`, { code: "000000" })).toEqual({
        ok: false,
        message: invalidSecondFactor,
      });
    }
    const code = await generate({ secret });
    expect(await signInAdmin(email, password, "198.51.100.200", { code })).toEqual({ ok: false, message: tooManyAttempts });
  });

  it("leaves the owner's recovery code and passkey working after a password holder's wrong codes from 11 addresses", async () => {
    const id = await adminId();
    const passkey = newSoftwarePasskey();
    await db.adminPasskey.create({
      data: { adminId: id, credentialId: passkey.credentialId, publicKey: Buffer.from(passkey.publicKey), counter: 0, name: "Laptop" },
    });
    const { newRecoveryCodes, hashRecoveryCode, normaliseRecoveryCode } = await import("./recovery-codes");
    const [recoveryCode = ""] = newRecoveryCodes(1);
    await db.adminRecoveryCode.create({ data: { adminId: id, codeHash: hashRecoveryCode(normaliseRecoveryCode(recoveryCode) ?? "") } });

    // The password and 11 wrong codes from 11 addresses: past the account's cap on app codes.
    for (let attempt = 0; attempt <= secondFactorThrottle.maxFailuresPerAccount; attempt += 1) {
      await signInAdmin(email, password, `198.51.100.${attempt + 1}`, { code: "000000" });
    }
    // And wrong recovery codes and passkey answers from those addresses: they count against those addresses alone.
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await signInAdmin(email, password, "198.51.100.1", { code: "aaaaa-aaaaa" });
      await signInAdmin(email, password, "198.51.100.2", { passkey: '{"challengeId":"x","response":{"id":"y"}}' });
    }
    const owner = "203.0.113.7";

    expect(await signInAdmin(email, password, owner, { code: await generate({ secret }) })).toEqual({
      ok: false,
      message: tooManyAttempts,
    });
    expect(await signInAdmin(email, password, "198.51.100.1", { code: recoveryCode })).toEqual({ ok: false, message: tooManyAttempts });
    expect(await signInAdmin(email, password, owner, { code: recoveryCode })).toMatchObject({ ok: true });
    const { challengeId, options } = await passkeySignInOptions();
    const answer = passkeyAnswer(passkey, challengeId, options.challenge, relyingParty());
    expect(await signInAdmin(email, password, owner, { passkey: answer })).toMatchObject({ ok: true });
  });

  it("mails each sign-in, and the mail's link ends every session once", async () => {
    const first = await signInAdmin(email, password, null, { code: await generate({ secret }) }, origin);
    if (!first.ok) throw new Error(first.message);
    const mails = await db.outboxMail.findMany({ where: { template: "admin-sign-in-alert", to: email } });
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("Browser: Chrome on Android");
    expect(mails[0]?.text).toContain("Country: India");
    expect(mails[0]?.text).toMatch(/IST/);
    const token = /end-all\?token=([\w-]+)/.exec(mails[0]?.text ?? "")?.[1] ?? "";

    expect(await endAllSessionsByLink(token, origin.origin)).toBe(true);
    expect(
      await adminForSession({ adminId: first.admin.id, sessionId: first.admin.sessionId, sessionVersion: first.admin.sessionVersion }),
    ).toBeNull();
    expect(await endAllSessionsByLink(token, origin.origin)).toBe(false);
    expect(await endAllSessionsByLink("not-a-token", origin.origin)).toBe(false);
  });
});

describe("enrolling an authenticator app", () => {
  it("confirms with a first code, hands over ten recovery codes once, lets the enrolling session in and audits and mails it", async () => {
    const signedIn = await signInAdmin(email, password, null);
    if (!signedIn.ok) throw new Error(signedIn.message);
    const admin = { adminId: signedIn.admin.id, email };
    const claims = { adminId: admin.adminId, sessionId: signedIn.admin.sessionId, sessionVersion: signedIn.admin.sessionVersion };
    await db.adminSession.update({ where: { id: claims.sessionId }, data: { secondFactor: null } });
    const other = await signInAdmin(email, password, null);
    if (!other.ok) throw new Error(other.message);
    await db.adminSession.update({ where: { id: other.admin.sessionId }, data: { secondFactor: null } });

    const enrolment = await startTotpEnrolment(admin);
    if (!enrolment) throw new Error("no enrolment");
    expect(enrolment.qrCode).toMatch(/^data:image\/svg\+xml/);
    expect(await confirmTotpEnrolment(admin, claims.sessionId, "123456", origin.origin)).toMatchObject({ ok: false });

    const confirmed = await confirmTotpEnrolment(admin, claims.sessionId, await generate({ secret: enrolment.secret }), origin.origin);
    expect(confirmed).toMatchObject({ ok: true });
    expect(confirmed.ok && confirmed.recoveryCodes).toHaveLength(10);
    expect(await db.adminRecoveryCode.count({ where: { adminId: admin.adminId } })).toBe(10);
    expect(JSON.stringify(await db.adminRecoveryCode.findMany())).not.toContain(confirmed.ok ? confirmed.recoveryCodes?.[0] : "-");
    expect(await adminForSession(claims)).toMatchObject({ secondFactor: "enrolment" });
    // The other password-only session cannot ride on it.
    expect(
      await adminForSession({ adminId: admin.adminId, sessionId: other.admin.sessionId, sessionVersion: other.admin.sessionVersion }),
    ).toBeNull();
    expect(await actions()).toEqual(["sign-in", "sign-in", "factor-added"]);
    expect(await db.outboxMail.count({ where: { template: "admin-factor-alert" } })).toBe(1);
    // Now the password alone is not enough.
    expect(await signInAdmin(email, password, null)).toEqual({ ok: false, message: secondFactorNeeded });
  });
});

describe("the first enrolment, where a second factor is required", () => {
  it("needs the enrolment code besides the password: the password alone opens no session and adds no factor", async () => {
    mode.secondFactor = "required";
    const { enrolmentCode } = await upsertAdmin(workerServices().databaseUrl, email, password);
    if (!enrolmentCode) throw new Error("no enrolment code");

    expect(await signInAdmin(email, password, "203.0.113.1")).toEqual({ ok: false, message: secondFactorNeeded });
    expect(await signInAdmin(email, password, "203.0.113.1", { code: "123456" })).toEqual({ ok: false, message: invalidSecondFactor });
    expect(await signInAdmin(email, password, "203.0.113.1", { code: "abcde-fghjk" })).toEqual({ ok: false, message: invalidSecondFactor });
    expect(await db.adminSession.count()).toBe(0);

    const enrolling = await signInAdmin(email, password, "203.0.113.1", { code: enrolmentCode });
    if (!enrolling.ok) throw new Error(enrolling.message);
    const claims = { adminId: enrolling.admin.id, sessionId: enrolling.admin.sessionId, sessionVersion: enrolling.admin.sessionVersion };
    // A session that may enrol, and nothing more until it has.
    expect(await adminForSession(claims)).toMatchObject({ secondFactor: null });
    // Used once.
    expect(await signInAdmin(email, password, "203.0.113.1", { code: enrolmentCode })).toEqual({ ok: false, message: invalidSecondFactor });
    // An operator's reset hands out a new one and ends the session.
    const fresh = await resetSecondFactors(workerServices().databaseUrl, email);
    expect(await adminForSession(claims)).toBeNull();
    expect(await signInAdmin(email, password, "203.0.113.1", { code: enrolmentCode })).toEqual({ ok: false, message: invalidSecondFactor });
    expect(await signInAdmin(email, password, "203.0.113.1", { code: fresh ?? "" })).toMatchObject({ ok: true });
  });

  it("gives no enrolment code to an admin who has an app, and leaves their recovery codes alone", async () => {
    await seedTotpSecret(workerServices().databaseUrl, email, secret, developmentSecret);
    const before = await db.adminRecoveryCode.count();

    expect(await upsertAdmin(workerServices().databaseUrl, email, password)).toEqual({ outcome: "updated", enrolmentCode: null });
    expect(await db.adminRecoveryCode.count()).toBe(before);
  });
});

import "server-only";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { generate as qrCode } from "lean-qr";
import { toSvgDataURL } from "lean-qr/extras/svg";
import { recordAudit } from "@/lib/audit/audit-log";
import type { RequestOrigin } from "@/lib/audit/network";
import { db } from "@/lib/db";
import { getEnv, isLoopback } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { enqueueMails } from "@/lib/mail/outbox";
import { isUuid } from "@/lib/validation/uuid";
import { factorAlert } from "./alert-mails";
import { authSecret, secondFactorRequired } from "./auth-secret";
import { hashRecoveryCode, newRecoveryCodes, normaliseRecoveryCode } from "./recovery-codes";
import { openSecret, sealSecret } from "./sealed-secret";
import type { SecondFactorProof, SignedInAdmin } from "./session-version";
import type { FactorStrength } from "./throttle";
import { acceptedTotpStep, newTotpSecret, totpIssuer, totpUri } from "./totp";

// An admin's second factors: an authenticator app (TOTP), passkeys, and ten
// one-time recovery codes. Each change is written with its audit row and the
// admin's alert mail in one transaction. The first factor an admin adds from a
// password-only session (enrolment) lets that session into the dashboard and
// ends the admin's other password-only sessions.

type Admin = Pick<SignedInAdmin, "adminId" | "email">;

/** How long a WebAuthn challenge may be answered. */
const challengeSeconds = 5 * 60;

export interface FactorSummary {
  totp: boolean;
  passkeys: { id: string; name: string; createdAt: Date; lastUsedAt: Date | null }[];
  recoveryCodesLeft: number;
}

export async function factorSummary(adminId: string): Promise<FactorSummary> {
  const [totp, passkeys, recoveryCodesLeft] = await Promise.all([
    db.adminTotp.findFirst({ where: { adminId, confirmedAt: { not: null } }, select: { adminId: true } }),
    db.adminPasskey.findMany({
      where: { adminId },
      select: { id: true, name: true, createdAt: true, lastUsedAt: true },
      orderBy: { createdAt: "asc" },
    }),
    db.adminRecoveryCode.count({ where: { adminId, usedAt: null } }),
  ]);
  return { totp: Boolean(totp), passkeys, recoveryCodesLeft };
}

/** Whether the admin has a factor that signs in (a confirmed app or a passkey); recovery codes alone do not count. */
export async function hasSecondFactor(tx: Prisma.TransactionClient | typeof db, adminId: string): Promise<boolean> {
  const [totp, passkeys] = await Promise.all([
    tx.adminTotp.count({ where: { adminId, confirmedAt: { not: null } } }),
    tx.adminPasskey.count({ where: { adminId } }),
  ]);
  return totp + passkeys > 0;
}

// --- Changes -----------------------------------------------------------------

/**
 * After a factor is added (in its transaction): the audit row and the mail, fresh recovery codes
 * for a first factor or when the admin has none left, and, for an enrolling session, its way
 * into the dashboard.
 */
async function afterFactorAdded(
  tx: Prisma.TransactionClient,
  admin: Admin,
  sessionId: string,
  recordId: string,
  description: string,
  origin: RequestOrigin,
): Promise<string[] | null> {
  const now = new Date();
  await recordAudit(tx, { action: "factor-added", admin, recordId, origin });
  await enqueueMails(tx, [await factorAlert(admin.email, now, description)]);
  await tx.adminSession.updateMany({ where: { id: sessionId, secondFactor: null }, data: { secondFactor: "enrolment" } });
  await tx.adminSession.updateMany({
    where: { adminId: admin.adminId, secondFactor: null, endedAt: null, id: { not: sessionId } },
    data: { endedAt: now },
  });
  // The first factor replaces the enrolment code (lib/auth/admin-accounts.ts) with ten recovery codes.
  const [factors, left] = await Promise.all([
    Promise.all([
      tx.adminTotp.count({ where: { adminId: admin.adminId, confirmedAt: { not: null } } }),
      tx.adminPasskey.count({ where: { adminId: admin.adminId } }),
    ]),
    tx.adminRecoveryCode.count({ where: { adminId: admin.adminId, usedAt: null } }),
  ]);
  return factors[0] + factors[1] === 1 || left === 0 ? storeRecoveryCodes(tx, admin.adminId) : null;
}

async function storeRecoveryCodes(tx: Prisma.TransactionClient, adminId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.adminRecoveryCode.deleteMany({ where: { adminId } });
  await tx.adminRecoveryCode.createMany({
    data: codes.map((code) => ({ adminId, codeHash: hashRecoveryCode(normaliseRecoveryCode(code) ?? code) })),
  });
  return codes;
}

export interface TotpEnrolment {
  secret: string;
  uri: string;
  /** The otpauth URI as a QR code, an SVG data URL for an <img>. */
  qrCode: string;
}

/** A new, unconfirmed secret for the admin's authenticator app; null when one is confirmed already (remove it first). */
export async function startTotpEnrolment(admin: Admin): Promise<TotpEnrolment | null> {
  const existing = await db.adminTotp.findUnique({ where: { adminId: admin.adminId }, select: { confirmedAt: true } });
  if (existing?.confirmedAt) return null;
  const secret = newTotpSecret();
  const secretSealed = sealSecret(secret, authSecret());
  await db.adminTotp.upsert({
    where: { adminId: admin.adminId },
    create: { adminId: admin.adminId, secretSealed },
    update: { secretSealed, lastUsedStep: 0 },
    select: { adminId: true },
  });
  const uri = totpUri(secret, admin.email);
  return { secret, uri, qrCode: toSvgDataURL(qrCode(uri), { on: "black", off: "white", padX: 4, padY: 4 }) };
}

export type Confirmation = { ok: true; recoveryCodes: string[] | null } | { ok: false; message: string };

export const wrongCode = "That code is not right. Type the 6 digits your app shows now.";

/** Confirms the pending app with its first code: from now on it is a second factor. */
export async function confirmTotpEnrolment(admin: Admin, sessionId: string, code: string, origin: RequestOrigin): Promise<Confirmation> {
  const pending = await db.adminTotp.findFirst({
    where: { adminId: admin.adminId, confirmedAt: null },
    select: { secretSealed: true },
  });
  const secret = pending ? openSecret(pending.secretSealed, authSecret()) : null;
  if (!secret) return { ok: false, message: "Start again: scan a new code." };
  const step = await acceptedTotpStep(secret, code.replace(/\s/g, ""), 0);
  if (step === null) return { ok: false, message: wrongCode };
  const recoveryCodes = await db.$transaction(async (tx) => {
    const { count } = await tx.adminTotp.updateMany({
      where: { adminId: admin.adminId, confirmedAt: null },
      data: { confirmedAt: new Date(), lastUsedStep: step },
    });
    if (count === 0) return undefined;
    return afterFactorAdded(tx, admin, sessionId, "totp", `An authenticator app was added to ${admin.email}.`, origin);
  });
  return recoveryCodes === undefined ? { ok: false, message: "Start again: scan a new code." } : { ok: true, recoveryCodes };
}

export type Removal = "removed" | "not-found" | "last-factor";

export const lastFactorMessage = "Add another app or passkey before you remove your last one: the dashboard needs a second factor.";

async function removeFactor(
  admin: Admin,
  recordId: string,
  description: string,
  remove: (tx: Prisma.TransactionClient) => Promise<number>,
  origin: RequestOrigin,
): Promise<Removal> {
  return db
    .$transaction(async (tx) => {
      if ((await remove(tx)) === 0) return "not-found";
      // Locks nothing more than needed: two removals at once each see the other's row gone.
      if (secondFactorRequired() && !(await hasSecondFactor(tx, admin.adminId))) throw new LastFactor();
      await recordAudit(tx, { action: "factor-removed", admin, recordId, origin });
      await enqueueMails(tx, [await factorAlert(admin.email, new Date(), description)]);
      return "removed" as const;
    })
    .catch((error: unknown) => {
      if (error instanceof LastFactor) return "last-factor" as const;
      throw error;
    });
}

class LastFactor extends Error {}

export function removeTotp(admin: Admin, origin: RequestOrigin): Promise<Removal> {
  return removeFactor(
    admin,
    "totp",
    `The authenticator app of ${admin.email} was removed.`,
    async (tx) => (await tx.adminTotp.deleteMany({ where: { adminId: admin.adminId, confirmedAt: { not: null } } })).count,
    origin,
  );
}

export function removePasskey(admin: Admin, passkeyId: string, origin: RequestOrigin): Promise<Removal> {
  if (!isUuid(passkeyId)) return Promise.resolve("not-found");
  return removeFactor(
    admin,
    passkeyId,
    `A passkey of ${admin.email} was removed.`,
    async (tx) => (await tx.adminPasskey.deleteMany({ where: { id: passkeyId, adminId: admin.adminId } })).count,
    origin,
  );
}

/** Ten new recovery codes in place of the old ones, shown once; null without a factor to recover. */
export async function replaceRecoveryCodes(admin: Admin, origin: RequestOrigin): Promise<string[] | null> {
  return db.$transaction(async (tx) => {
    if (!(await hasSecondFactor(tx, admin.adminId))) return null;
    const codes = await storeRecoveryCodes(tx, admin.adminId);
    await recordAudit(tx, { action: "recovery-codes-created", admin, recordId: null, origin });
    await enqueueMails(tx, [
      await factorAlert(admin.email, new Date(), `New recovery codes were made for ${admin.email}; the old ones no longer work.`),
    ]);
    return codes;
  });
}

// --- Passkeys ----------------------------------------------------------------

/**
 * The relying party: the site's own host and origin. Browsers refuse an IP address as a
 * passkey's site, so a local run on 127.0.0.1 or [::1] (the e2e server) has its passkeys
 * made and used at http://localhost on the same port.
 */
export function relyingParty(siteUrl?: string): { id: string; origin: string } {
  const env = getEnv();
  const url = new URL(siteUrl ?? env.NEXTAUTH_URL ?? env.NEXT_PUBLIC_SITE_URL);
  if (isLoopback(url.hostname) && url.hostname !== "localhost") url.hostname = "localhost";
  return { id: url.hostname, origin: url.origin };
}

async function storeChallenge(challenge: string, purpose: "sign-in" | "register", adminId: string | null): Promise<string> {
  const { id } = await db.webauthnChallenge.create({
    data: { challenge, purpose, adminId, expiresAt: new Date(Date.now() + challengeSeconds * 1000) },
    select: { id: true },
  });
  return id;
}

/** Takes a challenge, once: a second answer to it finds nothing. */
async function takeChallenge(id: string, purpose: "sign-in" | "register", adminId: string | null): Promise<string | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.$queryRaw<{ challenge: string }[]>`
    DELETE FROM webauthn_challenges
    WHERE id = ${id}::uuid AND purpose = ${purpose} AND expires_at > now()
      AND admin_id IS NOT DISTINCT FROM ${adminId}::uuid
    RETURNING challenge`;
  return row?.challenge ?? null;
}

export async function passkeyRegistrationOptions(admin: Admin) {
  const existing = await db.adminPasskey.findMany({ where: { adminId: admin.adminId }, select: { credentialId: true, transports: true } });
  const options = await generateRegistrationOptions({
    rpName: totpIssuer,
    rpID: relyingParty().id,
    userName: admin.email,
    userID: new TextEncoder().encode(admin.adminId),
    attestationType: "none",
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
  });
  return { challengeId: await storeChallenge(options.challenge, "register", admin.adminId), options };
}

export const passkeyNotVerified = "The passkey could not be checked. Please try again.";

export async function registerPasskey(
  admin: Admin,
  sessionId: string,
  challengeId: string,
  response: unknown,
  name: string,
  origin: RequestOrigin,
): Promise<Confirmation> {
  const challenge = await takeChallenge(challengeId, "register", admin.adminId);
  if (!challenge) return { ok: false, message: "The request expired. Please try again." };
  const party = relyingParty();
  const verification = await verifyRegistrationResponse({
    response: response as RegistrationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: party.origin,
    expectedRPID: party.id,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) return { ok: false, message: passkeyNotVerified };
  const { credential } = verification.registrationInfo;
  const recoveryCodes = await db.$transaction(async (tx) => {
    const passkey = await tx.adminPasskey.create({
      data: {
        adminId: admin.adminId,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name,
      },
      select: { id: true },
    });
    return afterFactorAdded(tx, admin, sessionId, passkey.id, `A passkey ("${name}") was added to ${admin.email}.`, origin);
  });
  return { ok: true, recoveryCodes };
}

/** A challenge for a passkey sign-in; it names nobody, so it tells nothing about who has a passkey. */
export async function passkeySignInOptions() {
  const options = await generateAuthenticationOptions({ rpID: relyingParty().id, userVerification: "preferred" });
  return { challengeId: await storeChallenge(options.challenge, "sign-in", null), options };
}

// --- Sign-in -----------------------------------------------------------------

/** What the sign-in form sends besides the password: a code (app or recovery) or a passkey's answer. */
export interface SecondFactorInput {
  code?: string;
  /** JSON: { challengeId, response } from @simplewebauthn/browser. */
  passkey?: string;
}

const appCodeShape = /^\d{3}\s?\d{3}$/;

/** Whether an answer is an app's 6-digit code, which can be guessed, or a passkey or recovery code, which cannot. */
export function factorStrength(input: SecondFactorInput): FactorStrength {
  return !input.passkey && appCodeShape.test((input.code ?? "").trim().slice(0, 64)) ? "app-code" : "unguessable";
}

/** Checks the admin's second factor and uses it up where it is one-time (a code's step, a recovery code). */
export async function verifySecondFactor(adminId: string, input: SecondFactorInput): Promise<SecondFactorProof | null> {
  if (input.passkey) return (await verifyPasskey(adminId, input.passkey)) ? "passkey" : null;
  const code = (input.code ?? "").trim().slice(0, 64);
  if (appCodeShape.test(code)) return (await verifyTotp(adminId, code.replace(/\s/g, ""))) ? "totp" : null;
  const recovery = normaliseRecoveryCode(code);
  if (!recovery) return null;
  const { count } = await db.adminRecoveryCode.updateMany({
    where: { adminId, codeHash: hashRecoveryCode(recovery), usedAt: null },
    data: { usedAt: new Date() },
  });
  return count === 1 ? "recovery" : null;
}

async function verifyTotp(adminId: string, code: string): Promise<boolean> {
  const totp = await db.adminTotp.findFirst({
    where: { adminId, confirmedAt: { not: null } },
    select: { secretSealed: true, lastUsedStep: true },
  });
  const secret = totp ? openSecret(totp.secretSealed, authSecret()) : null;
  if (!totp || !secret) return false;
  const step = await acceptedTotpStep(secret, code, Number(totp.lastUsedStep));
  if (step === null) return false;
  // Accepted once: of two sign-ins with the same code at once, only one moves the step on.
  const { count } = await db.adminTotp.updateMany({ where: { adminId, lastUsedStep: { lt: step } }, data: { lastUsedStep: step } });
  return count === 1;
}

async function verifyPasskey(adminId: string, json: string): Promise<boolean> {
  let parsed: { challengeId?: unknown; response?: { id?: unknown } };
  try {
    parsed = JSON.parse(json.slice(0, 16_384)) as typeof parsed;
  } catch {
    return false;
  }
  if (typeof parsed?.challengeId !== "string" || typeof parsed.response?.id !== "string") return false;
  const challenge = await takeChallenge(parsed.challengeId, "sign-in", null);
  if (!challenge) return false;
  const passkey = await db.adminPasskey.findFirst({
    where: { adminId, credentialId: parsed.response.id },
    select: { id: true, credentialId: true, publicKey: true, counter: true, transports: true },
  });
  if (!passkey) return false;
  const party = relyingParty();
  const verification = await verifyAuthenticationResponse({
    response: parsed.response as AuthenticationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: party.origin,
    expectedRPID: party.id,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(passkey.publicKey),
      counter: Number(passkey.counter),
      transports: passkey.transports,
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) return false;
  await db.adminPasskey.update({
    where: { id: passkey.id },
    data: { counter: verification.authenticationInfo.newCounter, lastUsedAt: new Date() },
    select: { id: true },
  });
  return true;
}

/** Expired WebAuthn challenges, for the sweep. */
export async function pruneWebauthnChallenges(now = new Date()): Promise<number> {
  return (await db.webauthnChallenge.deleteMany({ where: { expiresAt: { lt: now } } })).count;
}

import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { recordAudit } from "@/lib/audit/audit-log";
import type { RequestOrigin } from "@/lib/audit/network";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isUuid } from "@/lib/validation/uuid";

// A session cookie is a signed JWT that stays valid until it expires (8 hours):
// signing it cannot be undone. So each session is also a row of
// admin_sessions, named in the JWT, and counts only while that row is not
// ended and its admin's session_version is still the one the JWT carries.
// Signing out ends the row; "end every session" (the dashboard, the sign-in
// mail's link) and a password reset (npm run admin:create) move the version on.

export const sessionMaxAgeSeconds = 8 * 60 * 60;

/** How a session proved a second factor; null: the password only, so it may only enrol one. */
export type SecondFactorProof = "totp" | "recovery" | "passkey" | "enrolment" | "not-required";

export interface AdminSession {
  adminId: string;
  email: string;
  sessionId: string;
}

export interface SignedInAdmin extends AdminSession {
  secondFactor: SecondFactorProof | null;
}

/** The signed-in admin a session's claims name, or null when the admin is gone or the session was ended. */
export async function adminForSession(claims: Readonly<Record<string, unknown>> | null): Promise<SignedInAdmin | null> {
  const adminId = claims?.adminId;
  const sessionId = claims?.sessionId;
  const sessionVersion = claims?.sessionVersion;
  if (typeof adminId !== "string" || typeof sessionId !== "string" || !isUuid(sessionId) || typeof sessionVersion !== "number") return null;
  const since = new Date(Date.now() - sessionMaxAgeSeconds * 1000);
  const session = await db.adminSession.findFirst({
    where: { id: sessionId, adminId, endedAt: null, createdAt: { gt: since }, admin: { sessionVersion } },
    select: { id: true, secondFactor: true, lastSeenAt: true, admin: { select: { id: true, email: true } } },
  });
  if (!session) return null;
  // The sessions list shows when each was last used; to the minute is plenty.
  if (Date.now() - session.lastSeenAt.getTime() > 60_000) {
    await db.adminSession.updateMany({ where: { id: session.id }, data: { lastSeenAt: new Date() } });
  }
  return {
    adminId: session.admin.id,
    email: session.admin.email,
    sessionId: session.id,
    secondFactor: session.secondFactor as SecondFactorProof | null,
  };
}

export interface NewSession {
  id: string;
  /** For the sign-in mail's "end every session" link; only its sha256 is stored. */
  endToken: string;
}

export function hashEndToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new session row, in the sign-in's transaction. */
export async function createSession(
  tx: Prisma.TransactionClient,
  adminId: string,
  secondFactor: SecondFactorProof | null,
  browser: string,
  origin: RequestOrigin,
): Promise<NewSession> {
  const endToken = randomBytes(32).toString("base64url");
  const { id } = await tx.adminSession.create({
    data: { adminId, secondFactor, browser, network: origin.network, country: origin.country, endLinkHash: hashEndToken(endToken) },
    select: { id: true },
  });
  return { id, endToken };
}

/** Ends one session of `admin` (sign-out, or the dashboard's End button) with its audit row; false when it was not theirs or already ended. */
export async function endSession(
  admin: { adminId: string; email: string },
  sessionId: string,
  origin: RequestOrigin,
  action: "sign-out" | "session-ended",
): Promise<boolean> {
  if (!isUuid(sessionId)) return false;
  return db.$transaction(async (tx) => {
    const { count } = await tx.adminSession.updateMany({
      where: { id: sessionId, adminId: admin.adminId, endedAt: null },
      data: { endedAt: new Date() },
    });
    if (count === 0) return false;
    await recordAudit(tx, { action, admin, recordId: sessionId, origin });
    return true;
  });
}

async function endEverySession(tx: Prisma.TransactionClient, adminId: string): Promise<void> {
  await tx.adminUser.updateMany({ where: { id: adminId }, data: { sessionVersion: { increment: 1 } } });
  await tx.adminSession.updateMany({ where: { adminId, endedAt: null }, data: { endedAt: new Date() } });
}

/** Ends every session of the admin, the caller's own included. */
export async function endAllSessions(admin: { adminId: string; email: string }, origin: RequestOrigin): Promise<void> {
  await db.$transaction(async (tx) => {
    await endEverySession(tx, admin.adminId);
    await recordAudit(tx, { action: "sessions-ended", admin, recordId: null, origin });
  });
}

/** The sign-in mail's link: ends every session of its admin, once. False for an unknown, used or old link. */
export async function endAllSessionsByLink(token: string, origin: RequestOrigin, now = new Date()): Promise<boolean> {
  if (!/^[\w-]{43}$/.test(token)) return false;
  const oldest = new Date(now.getTime() - endLinkValidDays * 24 * 60 * 60 * 1000);
  return db.$transaction(async (tx) => {
    const [used] = await tx.$queryRaw<{ admin_id: string; id: string }[]>`
      UPDATE admin_sessions SET end_link_used_at = ${now}
      WHERE end_link_hash = ${hashEndToken(token)} AND end_link_used_at IS NULL AND created_at > ${oldest}
      RETURNING admin_id, id`;
    if (!used) return false;
    const admin = await tx.adminUser.findUnique({ where: { id: used.admin_id }, select: { id: true, email: true } });
    if (!admin) return false;
    await endEverySession(tx, admin.id);
    await recordAudit(tx, { action: "sessions-ended", admin: { adminId: admin.id, email: admin.email }, recordId: used.id, origin });
    return true;
  });
}

/** How long a sign-in mail's link works: a week, for an alert read late. */
export const endLinkValidDays = 7;

export interface SessionRow {
  id: string;
  browser: string;
  network: string | null;
  country: string | null;
  secondFactor: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

/** The admin's sessions that still count, newest first. */
export async function listActiveSessions(adminId: string): Promise<SessionRow[]> {
  const since = new Date(Date.now() - sessionMaxAgeSeconds * 1000);
  return db.adminSession.findMany({
    where: { adminId, endedAt: null, createdAt: { gt: since } },
    select: { id: true, browser: true, network: true, country: true, secondFactor: true, createdAt: true, lastSeenAt: true },
    orderBy: { createdAt: "desc" },
  });
}

import "server-only";
import { db } from "@/lib/db";

// A session cookie is a signed JWT that stays valid until it expires (8 hours):
// signing it cannot be undone. So each session carries its admin's
// session_version from sign-in, and a session counts only while the admin's row
// still has that version. Signing out and a password reset (npm run
// admin:create) move the version on, which ends every session of that admin.

export interface AdminSession {
  adminId: string;
  email: string;
}

/** The admin a session's claims name, or null when the admin is gone or the session was ended. */
export async function adminForSession(claims: Readonly<Record<string, unknown>> | null): Promise<AdminSession | null> {
  const adminId = claims?.adminId;
  const sessionVersion = claims?.sessionVersion;
  if (typeof adminId !== "string" || typeof sessionVersion !== "number") return null;
  const admin = await db.adminUser.findFirst({ where: { id: adminId, sessionVersion }, select: { id: true, email: true } });
  return admin ? { adminId: admin.id, email: admin.email } : null;
}

/** Ends every session of the admin (sign-out). */
export async function endAdminSessions(adminId: string): Promise<void> {
  await db.adminUser.updateMany({ where: { id: adminId }, data: { sessionVersion: { increment: 1 } } });
}

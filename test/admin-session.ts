import { db } from "@/lib/db";

/**
 * The claims of a session cookie for the admin `adminId`, with the admin_sessions
 * row it names, as a sign-in with a second factor leaves them: for route tests
 * that replace next-auth's session lookup. `secondFactor: null` is a session
 * still to enrol one.
 */
export async function sessionClaims(
  adminId: string,
  secondFactor: string | null = "totp",
): Promise<{ adminId: string; sessionVersion: number; sessionId: string }> {
  const admin = await db.adminUser.findUniqueOrThrow({ where: { id: adminId }, select: { sessionVersion: true } });
  const session = await db.adminSession.create({ data: { adminId, secondFactor, browser: "Test browser" }, select: { id: true } });
  return { adminId, sessionVersion: admin.sessionVersion, sessionId: session.id };
}

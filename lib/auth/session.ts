import "server-only";
import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { authOptions } from "./options";
import { adminForSession, type AdminSession, type SignedInAdmin } from "./session-version";

export type { AdminSession, SignedInAdmin };

/** Where an admin signed in with the password alone goes until a second factor is added. */
export const enrolmentPath = "/admin/enrol";

/**
 * The signed-in admin, checked on the server for every request: a valid
 * session cookie for an admin who still exists and whose session has not
 * been ended since (sign-out, end every session, password reset), whether or
 * not it has passed a second factor yet. proxy.ts only redirects early.
 */
export async function getSignedInAdmin(): Promise<SignedInAdmin | null> {
  const session = (await getServerSession(authOptions())) as Record<string, unknown> | null;
  return adminForSession(session);
}

/** The admin, only for a session the dashboard may serve: one that passed a second factor (or needs none). */
export async function getAdminSession(): Promise<SignedInAdmin | null> {
  const admin = await getSignedInAdmin();
  return admin?.secondFactor ? admin : null;
}

/** For dashboard pages: the admin, or a redirect to /login, or to enrolment for a password-only session. */
export async function requireAdminPage(): Promise<SignedInAdmin> {
  const admin = await getSignedInAdmin();
  if (!admin) redirect("/login");
  if (!admin.secondFactor) redirect(enrolmentPath);
  return admin;
}

/** For the enrolment page: any signed-in admin. */
export async function requireSignedInAdminPage(): Promise<SignedInAdmin> {
  const admin = await getSignedInAdmin();
  if (!admin) redirect("/login");
  return admin;
}

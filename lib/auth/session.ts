import "server-only";
import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { unauthorized } from "@/lib/http/responses";
import { authOptions } from "./options";
import { adminForSession, type AdminSession, type SignedInAdmin } from "./session-version";
import { Answer } from "@/lib/http/answer";

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

type AdminHandler<C> = (request: Request, context: C, admin: SignedInAdmin) => Promise<Answer>;

function guarded<C>(
  find: () => Promise<SignedInAdmin | null>,
  handler: AdminHandler<C>,
): (request: Request, context: C) => Promise<Answer> {
  return async (request, context) => {
    const admin = await find();
    const answer = admin ? await handler(request, context, admin) : unauthorized();
    // Admin answers, refusals included, are never stored by a browser or proxy.
    return answer.withHeaders({ "Cache-Control": "no-store" });
  };
}

/** For /api/admin/* handlers, inside route(): 401 without a session that passed its second factor, never the data. */
export function withAdmin<C>(handler: AdminHandler<C>): (request: Request, context: C) => Promise<Answer> {
  return guarded(getAdminSession, handler);
}

/** For the enrolment handlers: any signed-in admin, a password-only session included. */
export function withSignedInAdmin<C>(handler: AdminHandler<C>): (request: Request, context: C) => Promise<Answer> {
  return guarded(getSignedInAdmin, handler);
}

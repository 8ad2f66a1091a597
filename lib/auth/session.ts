import "server-only";
import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { unauthorized } from "@/lib/http/responses";
import { authOptions } from "./options";
import { adminForSession, type AdminSession } from "./session-version";
import { Answer } from "@/lib/http/answer";

export type { AdminSession };

/**
 * The signed-in admin, checked on the server for every request: a valid
 * session cookie for an admin who still exists and whose sessions have not
 * been ended since (sign-out, password reset). proxy.ts only redirects early.
 */
export async function getAdminSession(): Promise<AdminSession | null> {
  const session = (await getServerSession(authOptions())) as Record<string, unknown> | null;
  return adminForSession(session);
}

/** For admin pages: the session, or a redirect to /login. */
export async function requireAdminPage(): Promise<AdminSession> {
  const session = await getAdminSession();
  if (!session) redirect("/login");
  return session;
}

type AdminHandler<C> = (request: Request, context: C, admin: AdminSession) => Promise<Answer>;

/** For /api/admin/* handlers, inside route(): 401 without a session, never the data. */
export function withAdmin<C>(handler: AdminHandler<C>): (request: Request, context: C) => Promise<Answer> {
  return async (request, context) => {
    const admin = await getAdminSession();
    const answer = admin ? await handler(request, context, admin) : unauthorized();
    // Admin answers, refusals included, are never stored by a browser or proxy.
    return answer.withHeaders({ "Cache-Control": "no-store" });
  };
}

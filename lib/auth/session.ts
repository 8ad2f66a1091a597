import "server-only";
import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { db } from "@/lib/db";
import { unauthorized } from "@/lib/http/responses";
import { authOptions } from "./options";

export interface AdminSession {
  adminId: string;
  email: string;
}

/**
 * The signed-in admin, checked on the server for every request: a valid
 * session cookie for an admin who still exists. proxy.ts only redirects early.
 */
export async function getAdminSession(): Promise<AdminSession | null> {
  const session = (await getServerSession(authOptions())) as { adminId?: string } | null;
  const adminId = session?.adminId;
  if (!adminId) return null;
  const admin = await db.adminUser.findUnique({ where: { id: adminId }, select: { id: true, email: true } });
  return admin ? { adminId: admin.id, email: admin.email } : null;
}

/** For admin pages: the session, or a redirect to /login. */
export async function requireAdminPage(): Promise<AdminSession> {
  const session = await getAdminSession();
  if (!session) redirect("/login");
  return session;
}

type AdminHandler<C> = (request: Request, context: C, admin: AdminSession) => Promise<Response>;

/** For /api/admin/* handlers: 401 without a session, never the data. */
export function withAdmin<C>(handler: AdminHandler<C>): (request: Request, context: C) => Promise<Response> {
  return async (request, context) => {
    const admin = await getAdminSession();
    const response = admin ? await handler(request, context, admin) : unauthorized();
    // Admin answers, refusals included, are never stored by a browser or proxy.
    response.headers.set("Cache-Control", "no-store");
    return response;
  };
}

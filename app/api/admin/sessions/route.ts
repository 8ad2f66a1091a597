import { notFound } from "@/lib/admin/responses";
import { endSessionsSchema, originOf, readSecurityBody } from "@/lib/auth/security-answers";
import { endAllSessions, endSession } from "@/lib/auth/session-version";
import { withAdmin } from "@/lib/auth/session";
import { ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

/** POST /api/admin/sessions { sessionId } or { all: true }: ends one of the admin's sessions, or every one (this one too). */
export const POST = route(
  "admin end sessions",
  withAdmin(async (request, _context, admin) => {
    const body = await readSecurityBody(request, endSessionsSchema);
    if (!body.ok) return body.answer;
    if ("all" in body.data) {
      await endAllSessions(admin, originOf(request));
      return ok({ ended: "all" });
    }
    const ended = await endSession(admin, body.data.sessionId, originOf(request), "session-ended");
    return ended ? ok({ ended: body.data.sessionId }) : notFound();
  }),
);

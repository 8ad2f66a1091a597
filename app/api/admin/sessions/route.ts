import { endpoint } from "@/lib/api/endpoint";
import { endSessionsSchema, maxSecurityBodyBytes } from "@/lib/auth/security-answers";
import { endAllSessions, endSession } from "@/lib/auth/session-version";
import { notFound, ok } from "@/lib/http/responses";

/** POST /api/admin/sessions { sessionId } or { all: true }: ends one of the admin's sessions, or every one (this one too). */
export const POST = endpoint(
  { name: "admin end sessions", auth: "admin", json: { maxBytes: maxSecurityBodyBytes, schema: endSessionsSchema } },
  async ({ admin, input, origin }) => {
    if ("all" in input) {
      await endAllSessions(admin, origin);
      return ok({ ended: "all" });
    }
    const ended = await endSession(admin, input.sessionId, origin, "session-ended");
    return ended ? ok({ ended: input.sessionId }) : notFound();
  },
);

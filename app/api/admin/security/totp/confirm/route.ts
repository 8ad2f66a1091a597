import { codeSchema, originOf, readSecurityBody } from "@/lib/auth/security-answers";
import { confirmTotpEnrolment } from "@/lib/auth/second-factor";
import { withSignedInAdmin } from "@/lib/auth/session";
import { ok, validationFailed } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

/** POST /api/admin/security/totp/confirm { code }: the app's first code makes it a second factor; answers the recovery codes once. */
export const POST = route(
  "admin totp confirm",
  withSignedInAdmin(async (request, _context, admin) => {
    const body = await readSecurityBody(request, codeSchema);
    if (!body.ok) return body.answer;
    const result = await confirmTotpEnrolment(admin, admin.sessionId, body.data.code, originOf(request));
    if (!result.ok) return validationFailed({ code: [result.message] });
    return ok({ recoveryCodes: result.recoveryCodes });
  }),
);

import { originOf, passkeyRegistrationSchema, readSecurityBody } from "@/lib/auth/security-answers";
import { registerPasskey } from "@/lib/auth/second-factor";
import { withSignedInAdmin } from "@/lib/auth/session";
import { created, validationFailed } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

/** POST /api/admin/security/passkeys { challengeId, response, name }: keeps the passkey the browser made; answers recovery codes once for a first factor. */
export const POST = route(
  "admin passkey register",
  withSignedInAdmin(async (request, _context, admin) => {
    const body = await readSecurityBody(request, passkeyRegistrationSchema, 16_384);
    if (!body.ok) return body.answer;
    const { challengeId, response, name } = body.data;
    const result = await registerPasskey(admin, admin.sessionId, challengeId, response, name, originOf(request));
    if (!result.ok) return validationFailed({}, [result.message]);
    return created({ recoveryCodes: result.recoveryCodes });
  }),
);

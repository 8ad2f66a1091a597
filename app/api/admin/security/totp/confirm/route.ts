import { endpoint } from "@/lib/api/endpoint";
import { codeSchema, maxSecurityBodyBytes } from "@/lib/auth/security-answers";
import { confirmTotpEnrolment } from "@/lib/auth/second-factor";
import { ok, validationFailed } from "@/lib/http/responses";

/** POST /api/admin/security/totp/confirm { code }: the app's first code makes it a second factor; answers the recovery codes once. */
export const POST = endpoint(
  { name: "admin totp confirm", auth: "signed-in-admin", json: { maxBytes: maxSecurityBodyBytes, schema: codeSchema } },
  async ({ admin, input, origin }) => {
    const result = await confirmTotpEnrolment(admin, admin.sessionId, input.code, origin);
    if (!result.ok) return validationFailed({ code: [result.message] });
    return ok({ recoveryCodes: result.recoveryCodes });
  },
);

import { endpoint } from "@/lib/api/endpoint";
import { maxPasskeyBodyBytes, passkeyRegistrationSchema } from "@/lib/auth/security-answers";
import { registerPasskey } from "@/lib/auth/second-factor";
import { created, validationFailed } from "@/lib/http/responses";

/** POST /api/admin/security/passkeys { challengeId, response, name }: keeps the passkey the browser made; answers recovery codes once for a first factor. */
export const POST = endpoint(
  {
    name: "admin passkey register",
    auth: "signed-in-admin",
    json: { maxBytes: maxPasskeyBodyBytes, schema: passkeyRegistrationSchema },
  },
  async ({ admin, input: { challengeId, response, name }, origin }) => {
    const result = await registerPasskey(admin, admin.sessionId, challengeId, response, name, origin);
    if (!result.ok) return validationFailed({}, [result.message]);
    return created({ recoveryCodes: result.recoveryCodes });
  },
);

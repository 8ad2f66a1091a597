import { endpoint } from "@/lib/api/endpoint";
import { passkeyRegistrationOptions } from "@/lib/auth/second-factor";
import { ok } from "@/lib/http/responses";

/** POST /api/admin/security/passkeys/options: what the browser needs to make a passkey for this admin. */
export const POST = endpoint({ name: "admin passkey options", auth: "signed-in-admin" }, async ({ admin }) =>
  ok({ ...(await passkeyRegistrationOptions(admin)) }),
);

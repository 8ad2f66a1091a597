import { passkeyRegistrationOptions } from "@/lib/auth/second-factor";
import { withSignedInAdmin } from "@/lib/auth/session";
import { ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

/** POST /api/admin/security/passkeys/options: what the browser needs to make a passkey for this admin. */
export const POST = route(
  "admin passkey options",
  withSignedInAdmin(async (_request, _context, admin) => ok({ ...(await passkeyRegistrationOptions(admin)) })),
);

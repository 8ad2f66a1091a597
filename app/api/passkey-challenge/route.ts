import { endpoint } from "@/lib/api/endpoint";
import { passkeySignInOptions } from "@/lib/auth/second-factor";
import { ok } from "@/lib/http/responses";

/**
 * POST /api/passkey-challenge: a challenge for the sign-in form's passkey step. It names no
 * admin, so it tells nothing; each one is a row (used once, gone after 5 minutes), so a visitor
 * gets the forms' allowance of them.
 */
export const POST = endpoint({ name: "passkey challenge", rateLimit: "passkey-challenge" }, async () =>
  ok({ ...(await passkeySignInOptions()) }),
);

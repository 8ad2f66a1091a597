import { passkeySignInOptions } from "@/lib/auth/second-factor";
import { visitorKey } from "@/lib/http/client-ip";
import { ok, rateLimited } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { hitFormRateLimit } from "@/lib/security/rate-limit";

/**
 * POST /api/passkey-challenge: a challenge for the sign-in form's passkey step. It names no
 * admin, so it tells nothing; each one is a row (used once, gone after 5 minutes), so a visitor
 * gets the forms' allowance of them.
 */
export const POST = route("passkey challenge", async (request) => {
  const limit = await hitFormRateLimit("passkey-challenge", visitorKey(request.headers));
  if (!limit.allowed) return rateLimited(limit.retryAfterSeconds);
  return ok({ ...(await passkeySignInOptions()) });
});

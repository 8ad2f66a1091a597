import { eraseConfirmed } from "@/lib/admin/privacy";
import { withAdmin } from "@/lib/auth/session";
import { mediaType, readBodyCapped } from "@/lib/http/read-body";
import { ok, tooLarge, unavailable, unsupported, validationFailed } from "@/lib/http/responses";

/** Two addresses and a little JSON around them. */
const maxBodyBytes = 4 * 1024;

/**
 * POST /api/admin/privacy/erase { email, confirmEmail }: erases everything
 * stored for the address once the confirmation matches. JSON only, so a
 * cross-site form cannot trigger it with the admin's cookie.
 */
export const POST = withAdmin(async (request, _context, admin) => {
  if (mediaType(request) !== "application/json") return unsupported("Send the request as application/json.");
  const body = await readBodyCapped(request, maxBodyBytes);
  if (!body.ok) return body.reason === "too-large" ? tooLarge() : validationFailed({}, ["The request body could not be read."]);
  let input: unknown;
  try {
    input = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body.bytes));
  } catch {
    return validationFailed({}, ["The request body must be valid JSON."]);
  }

  try {
    const result = await eraseConfirmed(input);
    if (!result.ok) return validationFailed(result.fieldErrors, result.formErrors);
    // The log names who erased and how much, never the erased address.
    console.info(`[privacy] ${admin.email} erased personal data`, result.data.counts);
    return ok({ erased: result.data.counts });
  } catch (error) {
    console.error("[privacy] erasure failed", error);
    return unavailable();
  }
});

import { eraseConfirmed } from "@/lib/admin/privacy";
import { requestOrigin } from "@/lib/audit/network";
import { withAdmin } from "@/lib/auth/session";
import { mediaType, readJsonBody } from "@/lib/http/read-body";
import { ok, unsupported, validationFailed } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

/** Two addresses and a little JSON around them. */
const maxBodyBytes = 4 * 1024;

/**
 * POST /api/admin/privacy/erase { email, confirmEmail }: erases everything
 * stored for the address once the confirmation matches. JSON only, so a
 * cross-site form cannot trigger it with the admin's cookie.
 */
export const POST = route(
  "privacy erase",
  withAdmin(async (request, _context, admin) => {
    if (mediaType(request) !== "application/json") return unsupported("Send the request as application/json.");
    const body = await readJsonBody(request, maxBodyBytes);
    if (!body.ok) return body.response;

    const result = await eraseConfirmed(body.input, { action: "privacy-erased", admin, origin: requestOrigin(request.headers) });
    if (!result.ok) return validationFailed(result.fieldErrors, result.formErrors);
    // The log names who erased and how much, never the erased address.
    console.info(`[privacy] ${admin.email} erased personal data`, result.data.counts);
    return ok({ erased: result.data.counts });
  }),
);

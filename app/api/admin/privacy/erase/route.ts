import { eraseConfirmed } from "@/lib/admin/privacy";
import { endpoint } from "@/lib/api/endpoint";
import { ok, validationFailed } from "@/lib/http/responses";

/**
 * POST /api/admin/privacy/erase { email, confirmEmail }: erases everything
 * stored for the address once the confirmation matches. JSON only, so a
 * cross-site form cannot trigger it with the admin's cookie.
 */
export const POST = endpoint(
  // Two addresses and a little JSON around them.
  { name: "privacy erase", auth: "admin", json: { maxBytes: 4 * 1024 } },
  async ({ admin, input, origin }) => {
    const result = await eraseConfirmed(input, { action: "privacy-erased", admin, origin });
    if (!result.ok) return validationFailed(result.fieldErrors, result.formErrors);
    // The log names who erased and how much, never the erased address.
    console.info(`[privacy] ${admin.email} erased personal data`, result.data.counts);
    return ok({ erased: result.data.counts });
  },
);

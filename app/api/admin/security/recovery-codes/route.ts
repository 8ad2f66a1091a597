import { originOf } from "@/lib/auth/security-answers";
import { replaceRecoveryCodes } from "@/lib/auth/second-factor";
import { withAdmin } from "@/lib/auth/session";
import { conflict, ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

/** POST /api/admin/security/recovery-codes: ten new codes, shown once; the old ones stop working. */
export const POST = route(
  "admin recovery codes",
  withAdmin(async (request, _context, admin) => {
    const codes = await replaceRecoveryCodes(admin, originOf(request));
    if (!codes) return conflict("no_factor", { message: "Add an app or a passkey first." });
    return ok({ recoveryCodes: codes });
  }),
);

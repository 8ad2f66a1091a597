import { endpoint } from "@/lib/api/endpoint";
import { replaceRecoveryCodes } from "@/lib/auth/second-factor";
import { conflict, ok } from "@/lib/http/responses";

/** POST /api/admin/security/recovery-codes: ten new codes, shown once; the old ones stop working. */
export const POST = endpoint({ name: "admin recovery codes", auth: "admin" }, async ({ admin, origin }) => {
  const codes = await replaceRecoveryCodes(admin, origin);
  if (!codes) return conflict("no_factor", { message: "Add an app or a passkey first." });
  return ok({ recoveryCodes: codes });
});

import { endpoint } from "@/lib/api/endpoint";
import { lastFactorMessage, removePasskey } from "@/lib/auth/second-factor";
import { conflict, notFound, ok } from "@/lib/http/responses";

/** DELETE /api/admin/security/passkeys/{id}: removes one of the admin's own passkeys. */
export const DELETE = endpoint({ name: "admin passkey remove", auth: "admin", params: ["id"] }, async ({ admin, params, origin }) => {
  const removal = await removePasskey(admin, params.id, origin);
  if (removal === "not-found") return notFound();
  if (removal === "last-factor") return conflict("last_factor", { message: lastFactorMessage });
  return ok({ removed: "passkey" });
});

import { notFound } from "@/lib/admin/responses";
import { originOf } from "@/lib/auth/security-answers";
import { lastFactorMessage, removePasskey } from "@/lib/auth/second-factor";
import { withAdmin } from "@/lib/auth/session";
import { conflict, ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

/** DELETE /api/admin/security/passkeys/{id}: removes one of the admin's own passkeys. */
export const DELETE = route(
  "admin passkey remove",
  withAdmin<{ params: Promise<{ id: string }> }>(async (request, { params }, admin) => {
    const removal = await removePasskey(admin, (await params).id, originOf(request));
    if (removal === "not-found") return notFound();
    if (removal === "last-factor") return conflict("last_factor", { message: lastFactorMessage });
    return ok({ removed: "passkey" });
  }),
);

import { originOf } from "@/lib/auth/security-answers";
import { lastFactorMessage, removeTotp, startTotpEnrolment } from "@/lib/auth/second-factor";
import { withAdmin, withSignedInAdmin } from "@/lib/auth/session";
import { notFound } from "@/lib/admin/responses";
import { conflict, ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

/** POST /api/admin/security/totp: a new secret for the admin's authenticator app, with its QR code (confirmed by /confirm). */
export const POST = route(
  "admin totp start",
  withSignedInAdmin(async (_request, _context, admin) => {
    const enrolment = await startTotpEnrolment(admin);
    if (!enrolment) return conflict("already_enrolled", { message: "Remove the app you have before adding another." });
    return ok({ ...enrolment });
  }),
);

/** DELETE /api/admin/security/totp: removes the admin's authenticator app (not the last factor where one is required). */
export const DELETE = route(
  "admin totp remove",
  withAdmin(async (request, _context, admin) => {
    const removal = await removeTotp(admin, originOf(request));
    if (removal === "not-found") return notFound();
    if (removal === "last-factor") return conflict("last_factor", { message: lastFactorMessage });
    return ok({ removed: "totp" });
  }),
);

import { endpoint } from "@/lib/api/endpoint";
import { lastFactorMessage, removeTotp, startTotpEnrolment } from "@/lib/auth/second-factor";
import { conflict, notFound, ok } from "@/lib/http/responses";

/** POST /api/admin/security/totp: a new secret for the admin's authenticator app, with its QR code (confirmed by /confirm). */
export const POST = endpoint({ name: "admin totp start", auth: "signed-in-admin" }, async ({ admin }) => {
  const enrolment = await startTotpEnrolment(admin);
  if (!enrolment) return conflict("already_enrolled", { message: "Remove the app you have before adding another." });
  return ok({ ...enrolment });
});

/** DELETE /api/admin/security/totp: removes the admin's authenticator app (not the last factor where one is required). */
export const DELETE = endpoint({ name: "admin totp remove", auth: "admin" }, async ({ admin, origin }) => {
  const removal = await removeTotp(admin, origin);
  if (removal === "not-found") return notFound();
  if (removal === "last-factor") return conflict("last_factor", { message: lastFactorMessage });
  return ok({ removed: "totp" });
});

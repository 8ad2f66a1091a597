import "server-only";
import { getEnv } from "@/lib/env";

/** Development only: production refuses to start without NEXTAUTH_SECRET (lib/env.ts). */
export const developmentSecret = "development-only-secret-not-for-production-use";

/** Signs the session cookies and seals the TOTP secrets. */
export function authSecret(): string {
  return getEnv().NEXTAUTH_SECRET ?? developmentSecret;
}

/** Whether an admin needs a second factor before the dashboard (ADMIN_SECOND_FACTOR). */
export function secondFactorRequired(): boolean {
  return getEnv().ADMIN_SECOND_FACTOR === "required";
}

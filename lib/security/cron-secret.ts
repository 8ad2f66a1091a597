import "server-only";
import { getEnv } from "@/lib/env";
import { sameSecret } from "./same-secret";

/**
 * Whether an Authorization header is Vercel Cron's "Bearer <CRON_SECRET>".
 * Without a configured secret nobody is let in, so the route is never open by accident.
 */
export function isCronAuthorization(authorization: string | null): boolean {
  const secret = getEnv().CRON_SECRET;
  if (!secret) return false;
  return sameSecret(`Bearer ${secret}`, authorization ?? "");
}

import "server-only";
import { getEnv } from "@/lib/env";

/**
 * The client's address for rate limiting. Forwarding headers can be forged by
 * anyone, so they are read only when TRUST_PROXY names the proxy that sets
 * them: Vercel's edge overwrites x-real-ip; a proxy of our own appends the
 * address it saw as the last x-forwarded-for hop. Otherwise every client shares
 * one bucket, which still caps the total.
 */
export function clientAddress(request: Request): string {
  const { TRUST_PROXY } = getEnv();
  if (TRUST_PROXY === "vercel") {
    const realIp = request.headers.get("x-real-ip")?.trim();
    if (realIp) return realIp;
  }
  if (TRUST_PROXY === "x-forwarded-for") {
    const hops = (request.headers.get("x-forwarded-for") ?? "").split(",").map((hop) => hop.trim()).filter(Boolean);
    const last = hops.at(-1);
    if (last) return last;
  }
  return "shared";
}

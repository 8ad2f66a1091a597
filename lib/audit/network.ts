import "server-only";
import { isIP } from "node:net";
import { getEnv } from "@/lib/env";
import { visitorKey, type RequestHeaders } from "@/lib/http/client-ip";

// What the audit log and the sessions list keep of where a request came from:
// what the privacy page states (lib/catalogue/policies.ts, "data-security"),
// the network and never the address: an IPv4 address to its /24, an IPv6
// address to its /48, and the country Vercel's edge names. Off Vercel no
// proxy vouches for a country, so none is kept (the site's analytics read it
// here too).

export interface RequestOrigin {
  network: string | null;
  country: string | null;
}

/** An address (or lib/http/client-ip.ts's visitor key, an IPv6 /64) reduced to its network. */
export function reduceToNetwork(address: string | null): string | null {
  if (!address) return null;
  const bare = address.replace(/::\/64$/, "::");
  if (isIP(bare) === 4) return `${bare.split(".").slice(0, 3).join(".")}.0/24`;
  if (isIP(bare) === 6 || /^[0-9a-f]{1,4}(?::[0-9a-f]{1,4}){3}::$/.test(bare)) {
    const groups = bare.split("::")[0]?.split(":") ?? [];
    const head = [...groups, "0", "0", "0"].slice(0, 3);
    return `${head.join(":")}::/48`;
  }
  return null;
}

export function requestOrigin(headers: RequestHeaders): RequestOrigin {
  return { network: reduceToNetwork(visitorKey(headers, getEnv().TRUST_PROXY)), country: trustedCountry(headers) };
}

/**
 * The two letters of the country Vercel's edge names (x-vercel-ip-country), or null: off Vercel
 * (TRUST_PROXY other than "vercel") the header is whatever the visitor sent, so none is read.
 */
export function trustedCountry(headers: RequestHeaders): string | null {
  if (getEnv().TRUST_PROXY !== "vercel") return null;
  const value = headers instanceof Headers ? headers.get("x-vercel-ip-country") : headers?.["x-vercel-ip-country"];
  const country = ((Array.isArray(value) ? value.at(-1) : value) ?? "").trim().toUpperCase();
  return /^[A-Z]{2}$/.test(country) && country !== "XX" ? country : null;
}

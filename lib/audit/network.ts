import "server-only";
import { isIP } from "node:net";
import { getEnv } from "@/lib/env";
import { visitorKey, type RequestHeaders } from "@/lib/http/client-ip";

// What the audit log and the sessions list keep of where a request came from:
// what the privacy page states (lib/catalogue/policies.ts, "data-security"),
// the network and never the address: an IPv4 address to its /24, an IPv6
// address to its /48, and the country Vercel's edge names. Off Vercel no
// proxy vouches for a country, so none is kept.

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
  const env = getEnv();
  const read = (name: string) => {
    const value = headers instanceof Headers ? headers.get(name) : headers?.[name];
    return (Array.isArray(value) ? value.at(-1) : value) ?? "";
  };
  const country = env.TRUST_PROXY === "vercel" ? read("x-vercel-ip-country").trim().toUpperCase() : "";
  return {
    network: reduceToNetwork(visitorKey(headers, env.TRUST_PROXY)),
    country: /^[A-Z]{2}$/.test(country) && country !== "XX" ? country : null,
  };
}

import "server-only";
import { isIP } from "node:net";
import { getEnv, type Env } from "@/lib/env";

/** A request's headers as Request and next-auth hand them over. */
export type RequestHeaders = Headers | Record<string, string | string[] | undefined> | undefined;

/**
 * Who the visitor is, for rate limits: their address as the trusted proxy
 * reports it, reduced to what one subscriber controls (see visitorKey), or
 * null when nothing trustworthy names them. Forwarding headers can be forged
 * by anyone, so they are read only when TRUST_PROXY names the proxy that sets
 * them: Vercel's edge overwrites x-real-ip; a proxy of our own appends the
 * address it saw as the last x-forwarded-for hop. A value that is not an IP
 * address counts as no value: it cannot come from either.
 */
export function visitorKey(headers: RequestHeaders, trustProxy: Env["TRUST_PROXY"] = getEnv().TRUST_PROXY): string | null {
  const header = (name: string) => {
    const value = headers instanceof Headers ? headers.get(name) : headers?.[name];
    return (Array.isArray(value) ? value.at(-1) : value) ?? "";
  };
  let address: string | undefined;
  if (trustProxy === "vercel") address = header("x-real-ip").trim();
  if (trustProxy === "x-forwarded-for")
    address = header("x-forwarded-for")
      .split(",")
      .map((hop) => hop.trim())
      .filter(Boolean)
      .at(-1);
  return address ? addressKey(address) : null;
}

/**
 * IPv4 as is; IPv6 by its /64, since a home or phone is given a whole /64 and
 * picks any address in it (an IPv4 mapped into IPv6 is IPv4). Null when the
 * text is not an address.
 */
export function addressKey(raw: string): string | null {
  const address = raw.replace(/%.*$/, "").toLowerCase();
  const version = isIP(address);
  if (version === 4) return address;
  if (version !== 6) return null;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped?.[1]) return mapped[1];
  return `${ipv6Groups(address).slice(0, 4).join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, without leading zeros. */
function ipv6Groups(address: string): string[] {
  const toGroups = (part: string) =>
    part === ""
      ? []
      : part.split(":").flatMap((group) => {
          if (!group.includes(".")) return [group];
          // A trailing dotted IPv4 holds the last two groups.
          const [a = 0, b = 0, c = 0, d = 0] = group.split(".").map(Number);
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        });
  const [head = "", tail] = address.split("::");
  const headGroups = toGroups(head);
  const tailGroups = tail === undefined ? [] : toGroups(tail);
  const zeros = Array.from({ length: 8 - headGroups.length - tailGroups.length }, () => "0");
  return [...headGroups, ...zeros, ...tailGroups].map((group) => parseInt(group, 16).toString(16));
}

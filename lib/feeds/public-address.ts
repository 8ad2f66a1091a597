import ipaddr from "ipaddr.js";

/**
 * True only for a globally routable unicast address. Loopback, private,
 * link-local, CGNAT (100.64/10), multicast, documentation, unique-local and
 * every other special range are refused, and an IPv4-mapped IPv6 address
 * (::ffff:127.0.0.1) is judged as the IPv4 address it carries.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  // NAT64 and 6to4 addresses embed an IPv4 address we cannot vouch for: refuse them too.
  return parsed.range() === "unicast";
}

// One spelling per address, settled before any routing decision. A path may
// spell a letter, digit or - . _ ~ as %XX (RFC 3986 calls them unreserved:
// both spellings are the same address), and may end in a slash; Next matched
// /%61bout to the /about page but then failed to serve it (ten routing
// passes, then a 500), and proxy.ts compared the raw path, so /%61dmin
// skipped its sign-in redirect. proxy.ts sends such addresses, with a 308, to
// the one spelling every page and check knows.

const encodedUnreserved = /%(?:[46][1-9a-f]|[57][0-9a]|3[0-9]|2[de]|5f|7e)/gi;

export type PathVerdict = { kind: "canonical" } | { kind: "redirect"; pathname: string } | { kind: "malformed" };

/**
 * What to do with a request's raw pathname: serve it as it is, send it to its
 * canonical spelling (unreserved characters decoded, no trailing slash), or
 * refuse it (a % not followed by two hex digits, or bytes that are not UTF-8).
 * One pass over the path.
 */
export function canonicalPath(pathname: string): PathVerdict {
  try {
    decodeURIComponent(pathname);
  } catch {
    return { kind: "malformed" };
  }
  let canonical = pathname.replace(encodedUnreserved, (escape) => String.fromCharCode(Number.parseInt(escape.slice(1), 16)));
  if (canonical.length > 1 && canonical.endsWith("/")) canonical = canonical.replace(/\/+$/, "") || "/";
  return canonical === pathname ? { kind: "canonical" } : { kind: "redirect", pathname: canonical };
}

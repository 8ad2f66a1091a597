// Which pages render per request, and so get a nonce for their scripts
// (proxy.ts). Every other page is prerendered with its inline scripts pinned by
// hash (lib/security/inline-script-pins.ts) and gets the site-wide header
// policy from next.config.ts; a nonce there would block them.
// The one page of neither kind: the not-found screen of an unknown service or
// resource id, rendered on its first visit and then cached like a prerendered
// page (a nonce would be cached with it). It has only the site-wide policy.

/**
 * The admin and the sign-in (a session), search (a query), the blog (its posts
 * change between builds, so no hash fixed at build could allow its scripts),
 * the Studio (its project id is the server's, read at run time; it has a
 * policy of its own, lib/security/csp.ts).
 * `withSubpaths`: the pages below it too.
 */
export const pagesRenderedPerRequest = [
  { path: "/admin", withSubpaths: true },
  { path: "/login", withSubpaths: false },
  { path: "/search", withSubpaths: false },
  { path: "/blog", withSubpaths: true },
  { path: "/studio", withSubpaths: true },
] as const;

export function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

export function isStudioPath(pathname: string): boolean {
  return pathname === "/studio" || pathname.startsWith("/studio/");
}

export function rendersPerRequest(pathname: string): boolean {
  return pagesRenderedPerRequest.some(
    ({ path, withSubpaths }) => pathname === path || (withSubpaths && pathname.startsWith(`${path}/`)),
  );
}

/** A path-to-regexp pattern (next.config.ts headers) for every path but these pages and the route handlers. */
export function prerenderedPathsPattern(): string {
  const excluded = pagesRenderedPerRequest.map(({ path, withSubpaths }) => `${path.slice(1)}${withSubpaths ? "(?:/|$)" : "$"}`);
  return `/:path((?!api/|${excluded.join("|")}).*)`;
}

// Which pages render per request, and so get a nonce for their scripts
// (proxy.ts). Every other page is prerendered with its inline scripts pinned by
// hash (lib/security/inline-script-pins.ts) and gets the site-wide header
// policy from next.config.ts; a nonce there would block them.
// Unknown service and resource ids are answered with a prerendered screen
// (lib/routing/not-found-screens.ts), so they are pinned like the rest.

/**
 * The admin and the sign-in (a session), search (a query), the blog (its posts
 * change between builds, so no hash fixed at build could allow its scripts).
 * `withSubpaths`: the pages below it too.
 */
export const pagesRenderedPerRequest = [
  { path: "/admin", withSubpaths: true },
  { path: "/login", withSubpaths: false },
  { path: "/search", withSubpaths: false },
  { path: "/blog", withSubpaths: true },
] as const;

export function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
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

// Which pages render per request, and so get a nonce for their scripts
// (proxy.ts). Every other page is prerendered with its inline scripts pinned by
// hash (lib/security/inline-script-pins.ts); a nonce there would block them.
// The one page of neither kind: the not-found screen of an unknown service or
// resource id, rendered on its first visit and then cached like a prerendered
// page (a nonce would be cached with it). It has only the site-wide policy.

export function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

/**
 * The admin and the sign-in (a session), search (a query), the blog (its posts
 * change between builds, so no hash fixed at build could allow its scripts).
 */
export function rendersPerRequest(pathname: string): boolean {
  return (
    isAdminPath(pathname) ||
    pathname === "/login" ||
    pathname === "/search" ||
    pathname === "/blog" ||
    pathname.startsWith("/blog/")
  );
}

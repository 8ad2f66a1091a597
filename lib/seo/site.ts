/**
 * The site's public origin, from the one NEXT_PUBLIC_SITE_URL setting (inlined
 * at build, so canonical links and structured data match where it is deployed).
 */
export const siteUrl = (process.env.NEXT_PUBLIC_SITE_URL || "http://localhost:3000").replace(/\/+$/, "");

export function absoluteUrl(path: string): string {
  return `${siteUrl}${path.startsWith("/") ? path : `/${path}`}`;
}

// Relative: next.config.ts loads this file, and its loader resolves no "@/" paths.
import { localePath, prefixedLocales, translatedPaths } from "../i18n/locales";
import { sitePages } from "../routing/pages";

// Which pages render per request, and so get a nonce for their scripts
// (proxy.ts). Every other page is prerendered with its inline scripts pinned by
// hash (lib/security/inline-script-pins.ts) and gets the site-wide header
// policy from next.config.ts; a nonce there would block them.
// Unknown service and resource ids are answered with a prerendered screen
// (lib/routing/not-found-screens.ts), so they are pinned like the rest.

/** A page that renders per request, and whether the pages below it do too. */
export interface PerRequestPage {
  path: string;
  withSubpaths: boolean;
}

/**
 * The pages lib/routing/pages.ts says render per request, and their translations among
 * `translated` (/te/blog renders as /blog does; the posts below it are English only).
 */
export function perRequestPages(translated: readonly string[]): PerRequestPage[] {
  return sitePages.flatMap(({ path, withSubpaths = false, perRequestBecause }) => {
    if (!perRequestBecause) return [];
    const translations = translated.includes(path)
      ? prefixedLocales.map((locale) => ({ path: localePath(locale, path), withSubpaths: false }))
      : [];
    return [{ path, withSubpaths }, ...translations];
  });
}

export const pagesRenderedPerRequest = perRequestPages(translatedPaths);

export function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

export function isStudioPath(pathname: string): boolean {
  return pathname === "/studio" || pathname.startsWith("/studio/");
}

export function rendersPerRequest(pathname: string): boolean {
  return pagesRenderedPerRequest.some(({ path, withSubpaths }) => pathname === path || (withSubpaths && pathname.startsWith(`${path}/`)));
}

/** A path-to-regexp pattern (next.config.ts headers) for every path but these pages and the route handlers. */
export function prerenderedPathsPattern(): string {
  const excluded = pagesRenderedPerRequest.map(({ path, withSubpaths }) => `${path.slice(1)}${withSubpaths ? "(?:/|$)" : "$"}`);
  return `/:path((?!api/|${excluded.join("|")}).*)`;
}

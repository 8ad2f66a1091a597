// Relative: next.config.ts loads this file, and its loader resolves no "@/" paths.
import { localePath, type PrefixedLocale } from "../i18n/locales";

/**
 * The route segment every not-found screen is prerendered under: a section's
 * (/services/not-found, lib/routing/not-found-screens.ts) and each language's
 * 404 (/te/not-found). No catalogue id may take it.
 */
export const notFoundSegment = "not-found";

/** The page a Telugu or Hindi address that names no page is answered with (app/[locale]/not-found, next.config.ts). */
export function pageNotFoundPath(locale: PrefixedLocale): string {
  return localePath(locale, `/${notFoundSegment}`);
}

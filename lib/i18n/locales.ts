// The site's languages. English keeps today's URLs; Telugu and Hindi live
// under /te and /hi. The proxy, the sitemap and client components read this
// file, so its one import is the generated list of the pages every language
// has, which imports nothing either.
import { translatedPaths } from "./translated-paths";

export { translatedPaths };

export const locales = ["en", "te", "hi"] as const;
export type Locale = (typeof locales)[number];

/** Each language's name in its own script: the picker says it so on every page, as language pickers do. */
export const languageNames: Readonly<Record<Locale, string>> = { en: "English", te: "తెలుగు", hi: "हिन्दी" };

/** The languages with their own URL prefix (every language but English). */
export const prefixedLocales = ["te", "hi"] as const;
export type PrefixedLocale = (typeof prefixedLocales)[number];

export function isPrefixedLocale(value: string): value is PrefixedLocale {
  return (prefixedLocales as readonly string[]).includes(value);
}

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}

/**
 * Where a page's file answers: every public page is one route under
 * app/[locale], so the English /about is rendered as /en/about and served at
 * /about (next.config.ts rewrites it; /en/... itself redirects to the address).
 */
export function routePath(locale: Locale, path: string): string {
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** A page's address from its route's path: /en/about is /about; any other path is its own address. */
export function addressOf(pathname: string): string {
  if (pathname === "/en") return "/";
  return pathname.startsWith("/en/") ? pathname.slice(3) : pathname;
}

/** A page's address in a language: "/" in Telugu is "/te", "/pricing" is "/te/pricing". */
export function localePath(locale: Locale, path: string): string {
  if (locale === "en") return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** The language of an address and the page's path without its prefix. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const [, first = "", ...rest] = pathname.split("/");
  if (!isPrefixedLocale(first)) return { locale: "en", path: pathname };
  return { locale: first, path: `/${rest.join("/")}` };
}

/** The cookie that remembers the visitor's choice in the language picker (a year). */
export const localeCookie = { name: "site-language", maxAgeSeconds: 365 * 24 * 60 * 60 } as const;

/** Where a link to `href` goes from a page in `locale`: its translation where one exists, with its query and fragment. */
export function pathIn(locale: Locale, href: string): string {
  const end = href.search(/[?#]/);
  const path = end === -1 ? href : href.slice(0, end);
  return translatedPaths.includes(path) ? localePath(locale, path) + href.slice(path.length) : href;
}

/**
 * Where choosing another language leads from `path`: the same page where it is
 * translated, else the nearest translated page above it (an English-only blog
 * post's listing; the home page).
 */
export function translationOf(path: string): string {
  let candidate = path;
  while (!translatedPaths.includes(candidate) && candidate !== "/") candidate = candidate.slice(0, candidate.lastIndexOf("/")) || "/";
  return candidate;
}

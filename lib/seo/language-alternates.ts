import type { Metadata } from "next";
import { localePath, locales, type Locale } from "@/lib/i18n/locales";

/**
 * A translated page's canonical address and its hreflang alternates: one per
 * language, and English as x-default (what a visitor of any other language gets).
 */
export function languageAlternates(locale: Locale, path: string): NonNullable<Metadata["alternates"]> {
  return {
    canonical: localePath(locale, path),
    languages: { ...Object.fromEntries(locales.map((language) => [language, localePath(language, path)])), "x-default": path },
  };
}

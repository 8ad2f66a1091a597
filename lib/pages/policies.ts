import type { Locale } from "@/lib/i18n/locales";
import { policiesWith } from "@/lib/i18n/records/policies";
import { textsFor } from "@/lib/i18n/texts";

/** The legal pages in a language: their own words and their sections. */
export function policiesIn(locale: Locale) {
  const { policy: texts, policies } = textsFor(locale);
  return { texts, ...policiesWith(policies) };
}

/** On a translated legal page, the line that the English version at `path` governs, and the link to it. */
export function englishGovernsIn(locale: Locale, path: string): { text: string; link: string; href: string } | undefined {
  if (locale === "en") return undefined;
  const { englishGoverns, englishVersion } = textsFor(locale).policy;
  return { text: englishGoverns, link: englishVersion, href: path };
}

import { privacySections, refundSections, termsSections, type PolicySection } from "@/lib/catalogue/policies";
import type { Locale } from "./locales";
import { textsFor, type SiteTexts } from "./texts";
import { withWords } from "./words";

/** A policy's sections with a language's words, by id; a section keeps its list only if it has one. */
function sectionsIn(sections: readonly PolicySection[], words: SiteTexts["policies"]["terms"]): PolicySection[] {
  return withWords(sections, words).map(({ list, ...section }) => (list.length > 0 ? { ...section, list } : section));
}

/** The legal pages in a language: their own words and their sections. */
export function policiesIn(locale: Locale) {
  const { policy: texts, policies } = textsFor(locale);
  return {
    texts,
    privacy: {
      sections: sectionsIn(privacySections, policies.privacy),
      rightsIntro: policies.privacyRightsIntro,
      rights: policies.privacyRights,
      exerciseRights: policies.privacyExerciseRights,
      contactPromise: policies.privacyContactPromise,
    },
    terms: sectionsIn(termsSections, policies.terms),
    refund: sectionsIn(refundSections, policies.refund),
  };
}

/** On a translated legal page, the line that the English version at `path` governs, and the link to it. */
export function englishGovernsIn(locale: Locale, path: string): { text: string; link: string; href: string } | undefined {
  if (locale === "en") return undefined;
  const { englishGoverns, englishVersion } = textsFor(locale).policy;
  return { text: englishGoverns, link: englishVersion, href: path };
}

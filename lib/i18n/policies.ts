import { company } from "@/lib/catalogue/company";
import { privacySections, refundSections, termsSections, type PolicySection } from "@/lib/catalogue/policies";
import { fill } from "./fill";
import type { Locale } from "./locales";
import { textsFor, type SiteTexts } from "./texts";
import { withWords } from "./words";

/**
 * A policy's sections with a language's words, by id; a section keeps its list only if it has one.
 * The company's name is filled in from one place ({brand}), in every language alike.
 */
function sectionsIn(sections: readonly PolicySection[], words: SiteTexts["policies"]["terms"]): PolicySection[] {
  const named = (text: string) => fill(text, { brand: company.name });
  return withWords(sections, words).map(({ list, paragraphs, ...section }) => ({
    ...section,
    paragraphs: paragraphs.map(named),
    ...(list.length > 0 ? { list: list.map(named) } : {}),
  }));
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

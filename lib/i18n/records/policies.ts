import { company } from "@/lib/catalogue/company";
import { privacySectionIds, refundSectionIds, termsSectionIds } from "@/lib/catalogue/policies";
import { refundFigures } from "@/lib/catalogue/refund-rules";
import { policyWords } from "@/lib/i18n/messages/en/policies";
import { fill } from "../fill";
import type { SiteTexts } from "../texts";
import { wordsOf } from "../words";

export interface PolicySection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

type PolicyWords = SiteTexts["policies"];

/**
 * A policy's sections in the order of `ids`, with a language's words by id; a
 * section keeps its list only if it has one. The company's name is filled in
 * from one place ({brand}), in every language alike.
 */
function sectionsWith(ids: readonly string[], words: PolicyWords["terms"]): PolicySection[] {
  const named = (text: string) => fill(text, { brand: company.name });
  return ids.map((id) => {
    const { heading, paragraphs, list } = wordsOf(words, id);
    return { id, heading, paragraphs: paragraphs.map(named), ...(list.length > 0 ? { list: list.map(named) } : {}) };
  });
}

/** The three legal pages' sections and the privacy rights, in a language. */
export function policiesWith(words: PolicyWords) {
  return {
    privacy: {
      sections: sectionsWith(privacySectionIds, words.privacy),
      rightsIntro: words.privacyRightsIntro,
      rights: words.privacyRights,
      exerciseRights: words.privacyExerciseRights,
      contactPromise: words.privacyContactPromise,
    },
    terms: sectionsWith(termsSectionIds, words.terms),
    refund: sectionsWith(refundSectionIds, words.refund),
  };
}

const english = policiesWith(policyWords);

export const privacySections: readonly PolicySection[] = english.privacy.sections;
export const termsSections: readonly PolicySection[] = english.terms;
export const refundSections: readonly PolicySection[] = english.refund;
export const privacyRights: readonly string[] = english.privacy.rights;
export const privacyRightsIntro = english.privacy.rightsIntro;
export const privacyExerciseRights = english.privacy.exerciseRights;
export const privacyContactPromise = english.privacy.contactPromise;

export const refundRules = {
  ...refundFigures,
  /** What is never refunded (the non-refundable section's list). */
  nonRefundable: wordsOf(policyWords.refund, "non-refundable").list,
  /** What a refund may be considered for (the eligibility section's list). */
  refundCases: wordsOf(policyWords.refund, "eligibility").list,
} as const;

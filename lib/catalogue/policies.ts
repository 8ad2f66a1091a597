// The legal pages' content: the spec fixes the section lists, the refund
// numbers and the privacy rights; the prose around them is ours. The words are
// the English message catalogue's (lib/i18n/messages/en/policies.ts).
import { policyWords } from "@/lib/i18n/messages/en/policies";
import { wordsOf } from "@/lib/i18n/words";
import { refundFigures } from "./refund-rules";

/**
 * The "Last updated" / effective date of every policy. The original showed the
 * visitor's current date, which makes a policy's date change on every view; a
 * policy needs a fixed date, so bump this whenever a policy text changes.
 */
export const policyEffectiveDate = "2026-11-27";

export const refundRules = {
  ...refundFigures,
  /** What is never refunded (the non-refundable section's list). */
  nonRefundable: wordsOf(policyWords.refund, "non-refundable").list,
  /** What a refund may be considered for (the eligibility section's list). */
  refundCases: wordsOf(policyWords.refund, "eligibility").list,
} as const;

export const privacyRights: readonly string[] = policyWords.privacyRights;

export interface PolicySection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

/** A policy's sections in English, in the order of `ids`; a section keeps its list only if it has one. */
function sectionsOf(ids: readonly string[], words: (typeof policyWords)["terms"]): PolicySection[] {
  return ids.map((id) => {
    const { heading, paragraphs, list } = wordsOf(words, id);
    return { id, heading, paragraphs, ...(list.length > 0 ? { list } : {}) };
  });
}

export const privacySections: readonly PolicySection[] = sectionsOf(
  ["information-we-collect", "measuring", "how-we-use", "sharing", "retention", "data-security"],
  policyWords.privacy,
);

export const privacyRightsIntro = policyWords.privacyRightsIntro;

export const privacyExerciseRights = policyWords.privacyExerciseRights;

export const privacyContactPromise = policyWords.privacyContactPromise;

export const termsSections: readonly PolicySection[] = sectionsOf(
  ["acceptance", "services", "user-obligations", "payment-terms", "intellectual-property", "liability", "governing-law"],
  policyWords.terms,
);

export const refundSections: readonly PolicySection[] = sectionsOf(
  ["overview", "eligibility", "non-refundable", "request", "processing", "client-cancellation", "our-cancellation", "contact"],
  policyWords.refund,
);

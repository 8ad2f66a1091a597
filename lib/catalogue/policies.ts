// The legal pages: the spec fixes the section lists, the refund numbers
// (refund-rules.ts) and the privacy rights; the prose around them is words,
// laid over each section by its id.

/**
 * The "Last updated" / effective date of every policy. The original showed the
 * visitor's current date, which makes a policy's date change on every view; a
 * policy needs a fixed date, so bump this whenever a policy text changes.
 */
export const policyEffectiveDate = "2026-11-27";

/** Each policy's sections, in order, by id. */
export const privacySectionIds: readonly string[] = [
  "information-we-collect",
  "measuring",
  "how-we-use",
  "sharing",
  "retention",
  "data-security",
];

export const termsSectionIds: readonly string[] = [
  "acceptance",
  "services",
  "user-obligations",
  "payment-terms",
  "intellectual-property",
  "liability",
  "governing-law",
];

export const refundSectionIds: readonly string[] = [
  "overview",
  "eligibility",
  "non-refundable",
  "request",
  "processing",
  "client-cancellation",
  "our-cancellation",
  "contact",
];

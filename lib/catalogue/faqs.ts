// The pricing page's FAQ: payment terms, taxes, plan changes, refunds, add-ons.
// The questions' order and the pages answers link to; the words are laid over them by id.

/** The questions in their order, with the address an answer links to. */
export const faqFacts = [
  { id: "payment-terms" },
  { id: "taxes" },
  { id: "plan-change" },
  { id: "refunds", linkHref: "/refund-policy" },
  { id: "add-ons", linkHref: "/optional-addons" },
] as const satisfies readonly { id: string; linkHref?: string }[];

export type FaqId = (typeof faqFacts)[number]["id"];

// The pricing page's FAQ: payment terms, taxes, plan changes, refunds, add-ons.
// The words are the English message catalogue's (lib/i18n/messages/en/faqs.ts).
import { faqLinkWords, faqWords } from "@/lib/i18n/messages/en/faqs";
import { wordsOf } from "@/lib/i18n/words";

export type FaqId = keyof typeof faqWords;

export interface Faq {
  id: FaqId;
  question: string;
  answer: string;
  /** A page the answer points to. */
  link?: { href: string; label: string };
}

/** The questions in their order, with the address an answer links to. */
const faqFacts: readonly { id: FaqId; linkHref?: string }[] = [
  { id: "payment-terms" },
  { id: "taxes" },
  { id: "plan-change" },
  { id: "refunds", linkHref: "/refund-policy" },
  { id: "add-ons", linkHref: "/optional-addons" },
];

/** The FAQ in English. */
export const pricingFaqs: readonly Faq[] = faqFacts.map(({ id, linkHref }) => ({
  id,
  ...faqWords[id],
  ...(linkHref ? { link: { href: linkHref, label: wordsOf(faqLinkWords, id) } } : {}),
}));

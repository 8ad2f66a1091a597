import { faqFacts, type FaqId } from "@/lib/catalogue/faqs";
import { faqLinkWords, faqWords } from "@/lib/i18n/messages/en/faqs";
import type { SiteTexts } from "../texts";
import { wordsOf } from "../words";

export interface Faq {
  id: FaqId;
  question: string;
  answer: string;
  /** A page the answer points to. */
  link?: { href: string; label: string };
}

/** The FAQ with a language's words laid over it by id; `href` gives a linked page's address in that language. */
export function faqsWith(
  words: SiteTexts["catalogue"]["faqs"],
  linkWords: Readonly<Record<string, string>>,
  href: (path: string) => string = (path) => path,
): Faq[] {
  return faqFacts.map((faq) => ({
    id: faq.id,
    ...wordsOf(words, faq.id),
    ...("linkHref" in faq ? { link: { href: href(faq.linkHref), label: wordsOf(linkWords, faq.id) } } : {}),
  }));
}

/** The FAQ in English. */
export const pricingFaqs: readonly Faq[] = faqsWith(faqWords, faqLinkWords);

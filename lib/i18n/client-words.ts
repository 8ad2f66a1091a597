import type { FormLanguage } from "./form-messages";
import type { PrefixedLocale } from "./locales";
import type { buyNowTexts } from "./messages/en/buy-now-texts";
import type { paymentToastTexts } from "./messages/en/payment-toast-texts";
import type { QuoteTexts } from "./messages/en/quote-texts";
import type { ClientShellTexts } from "./messages/en/shell-texts";
import type { QuoteOptions } from "./records/quote-options";

/**
 * The words client parts ask for with useWords (components/ui/words.client.tsx),
 * by namespace: the shell's parts, the pages' names the breadcrumb reads, and
 * the Buy Now buttons' words and their payment's toasts, and the quote wizard's
 * (given by the pages that have them).
 */
export type ClientWords = ClientShellTexts & {
  pageNames: Readonly<Record<string, string>>;
  buyNow: typeof buyNowTexts;
  payment: typeof paymentToastTexts;
  quote: QuoteLanguage;
};

/**
 * The quote wizard's words and choices on a translated page: its own words,
 * its choices relabelled (values and prices unchanged: what is stored and
 * what the admin reads stay the catalogue's), the tax note, the words every
 * form shares, the schemas' messages and the payment's toasts.
 */
export interface QuoteLanguage extends Required<FormLanguage<QuoteTexts>> {
  locale: PrefixedLocale;
  options: QuoteOptions;
  taxNote: string;
  payment: typeof paymentToastTexts;
}

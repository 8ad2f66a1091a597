import type { Locale, PrefixedLocale } from "@/lib/i18n/locales";
import type { FormLanguage } from "@/lib/i18n/form-messages";
import type { paymentToastTexts } from "@/lib/i18n/messages/en/payment-toast-texts";
import type { QuoteTexts } from "@/lib/i18n/messages/en/quote-texts";
import { equipmentWith } from "@/lib/i18n/records/equipment";
import { quoteOptionsWith, type QuoteOptions } from "@/lib/i18n/records/quote-options";
import { textsFor } from "@/lib/i18n/texts";
import { addOnsIn } from "./pricing";
import { servicesIn } from "./services";

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

/** /quote's page words in a language, and on a translated page the wizard's. */
export function quoteIn(locale: Locale): { texts: QuoteTexts; language?: QuoteLanguage } {
  const words = textsFor(locale);
  if (locale === "en") return { texts: words.quote };
  const { catalogue, quote: texts, form, service } = words;
  const options = quoteOptionsWith({
    choices: catalogue.quoteOptions,
    budgets: catalogue.optionWords,
    feeLabel: texts.feeLabel,
    services: servicesIn(locale),
    addOns: addOnsIn(locale),
    equipment: equipmentWith(catalogue.equipment),
  });
  return {
    texts,
    language: { locale, texts, options, taxNote: catalogue.taxNote, frame: form.frame, messages: form.messages, payment: service.payment },
  };
}

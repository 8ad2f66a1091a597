import type { Locale } from "@/lib/i18n/locales";
import type { QuoteLanguage } from "@/lib/i18n/client-words";
import type { QuoteTexts } from "@/lib/i18n/messages/en/quote-texts";
import { equipmentWith } from "@/lib/i18n/records/equipment";
import { quoteOptionsWith } from "@/lib/i18n/records/quote-options";
import { textsFor } from "@/lib/i18n/texts";
import { addOnsIn } from "./pricing";
import { servicesIn } from "./services";

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

export type { QuoteLanguage };

import { budgetBand } from "@/lib/catalogue/contact-options";
import { equipmentCategories } from "@/lib/catalogue/equipment";
import type { paymentToastTexts } from "@/lib/i18n/messages/en/payment-toast-texts";
import { quoteOptions, urgency, type QuoteOptions } from "@/lib/catalogue/quote-options";
import type { QuoteTexts } from "@/lib/i18n/messages/en/quote-texts";
import type { FormLanguage } from "./form-messages";
import { addOnsIn } from "./pricing";
import type { Locale, PrefixedLocale } from "./locales";
import { servicesIn } from "./services";
import { textsFor } from "./texts";

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

/** Each option with its label from `labels` (by value) where there is one. */
function relabel<O extends { value: string; label: string }>(options: readonly O[], labels: Readonly<Record<string, string>>): O[] {
  return options.map((option) => ({ ...option, label: labels[option.value] ?? option.label }));
}

/** /quote's page words in a language, and on a translated page the wizard's. */
export function quoteIn(locale: Locale): { texts: QuoteTexts; language?: QuoteLanguage } {
  const words = textsFor(locale);
  if (locale === "en") return { texts: words.quote };
  const { catalogue, quote: texts, form, service } = words;
  const choices = catalogue.quoteOptions;
  const byId = <T extends { id: string }>(items: readonly T[], label: (item: T) => string) =>
    Object.fromEntries(items.map((item) => [item.id, label(item)]));

  const options: QuoteOptions = {
    ...quoteOptions,
    services: relabel(
      quoteOptions.services,
      byId(servicesIn(locale), (item) => item.title),
    ),
    addOns: relabel(
      quoteOptions.addOns,
      byId(addOnsIn(locale), (item) => item.name),
    ),
    equipment: relabel(
      quoteOptions.equipment,
      Object.fromEntries(equipmentCategories.map((item) => [item.id, catalogue.equipment[item.id].category])),
    ),
    budgets: quoteOptions.budgets.map((option) => ({ ...option, ...budgetBand(option.min, option.max, catalogue.optionWords) })),
    timelines: relabel(quoteOptions.timelines, choices.timelines),
    urgencies: quoteOptions.urgencies.map((option) =>
      urgency(option.value, choices.urgencies[option.value] ?? option.label, option.multiplier, texts.feeLabel),
    ),
    preferredContact: relabel(quoteOptions.preferredContact, choices.preferredContact),
    projectTypes: relabel(quoteOptions.projectTypes, choices.projectTypes),
    websiteTypes: relabel(quoteOptions.websiteTypes, choices.websiteTypes),
    videoLengths: relabel(quoteOptions.videoLengths, choices.videoLengths),
    marketingGoals: relabel(quoteOptions.marketingGoals, choices.marketingGoals),
  };
  return {
    texts,
    language: { locale, texts, options, taxNote: catalogue.taxNote, frame: form.frame, messages: form.messages, payment: service.payment },
  };
}

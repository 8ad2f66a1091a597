import { businessHours, responseTimes } from "@/lib/catalogue/company";
import type { ContactFormTexts } from "@/lib/i18n/messages/en/contact-form-texts";
import { budgetBand, contactBudgetOptions, contactServiceOptions, type ContactFormOptions } from "@/lib/catalogue/contact-options";
import type { FormLanguage } from "./form-messages";
import type { Locale } from "./locales";
import { servicesIn } from "./services";
import { textsFor } from "./texts";
import { withWords } from "./words";

/** The contact form's words, and its language: sent with a Telugu or Hindi message, it writes the acknowledgement. */
export interface ContactFormLanguage extends FormLanguage<ContactFormTexts> {
  locale: Locale;
}

/**
 * /contact's words in a language: the page's own, the business hours and reply
 * times, the form's choices and its words.
 */
export function contactIn(locale: Locale) {
  const { contact: texts, contactForm, form, catalogue } = textsFor(locale);
  const services = servicesIn(locale);
  const words = catalogue.optionWords;

  const options: ContactFormOptions = {
    services: contactServiceOptions.map((option) => ({
      value: option.value,
      label: services.find((service) => service.id === option.value)?.title ?? words.customSolution,
    })),
    budgets: contactBudgetOptions.map((option) =>
      option.min === undefined && option.max === undefined
        ? { value: option.value, label: words.discuss }
        : { value: option.value, label: budgetBand(option.min, option.max, words).label },
    ),
  };
  const language: ContactFormLanguage = {
    locale,
    texts: contactForm,
    frame: form.frame,
    ...(locale === "en" ? {} : { messages: form.messages }),
  };

  return {
    texts,
    hours: withWords(businessHours, catalogue.businessHours),
    responseTimes: { ...responseTimes, ...catalogue.responseTimes },
    options,
    language,
  };
}

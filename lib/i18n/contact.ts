import { businessHours, responseTimes } from "@/lib/catalogue/company";
import type { ContactFormTexts } from "@/lib/catalogue/contact-form-texts";
import { budgetBand, contactBudgetOptions, contactServiceOptions, type ContactFormOptions } from "@/lib/catalogue/contact-options";
import type { FormLanguage } from "./form-messages";
import type { Locale, PrefixedLocale } from "./locales";
import { servicesIn } from "./services";
import { textsFor, withWords } from "./texts";

/** The contact form's words on a translated page, and its language: sent with the message, it writes the acknowledgement. */
export interface ContactFormLanguage extends FormLanguage<ContactFormTexts> {
  locale: PrefixedLocale;
}

/**
 * /contact's words in a language: the page's own, the business hours and reply
 * times, the form's choices, and (on a translated page) the form's words.
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
  const language: ContactFormLanguage | undefined =
    locale === "en" ? undefined : { locale, texts: contactForm, frame: form.frame, messages: form.messages };

  return {
    texts,
    hours: withWords(businessHours, catalogue.businessHours),
    responseTimes: { ...responseTimes, ...catalogue.responseTimes },
    options,
    language,
  };
}

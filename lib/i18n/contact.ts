import { businessHours, responseTimes } from "@/lib/catalogue/company";
import type { ContactFormTexts } from "@/lib/catalogue/contact-form-texts";
import { budgetBand, contactBudgetOptions, contactServiceOptions, type ContactFormOptions } from "@/lib/catalogue/contact-options";
import type { FormFrameTexts } from "@/lib/catalogue/form-texts";
import type { ValidationMessages } from "@/lib/validation/messages";
import type { Locale, PrefixedLocale } from "./locales";
import { servicesIn } from "./services";
import { textsFor } from "./texts";

/**
 * The form's words in a translated page's language: its own, the words every
 * form shares, and the schemas' messages. English pages send none.
 */
export interface ContactFormLanguage {
  /** Sent with the message: the visitor's acknowledgement is written in it. */
  locale: PrefixedLocale;
  texts: ContactFormTexts;
  frame: FormFrameTexts;
  messages: ValidationMessages;
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
    hours: businessHours.map((slot, index) => ({ ...slot, ...catalogue.businessHours[index] })),
    responseTimes: { ...responseTimes, ...catalogue.responseTimes },
    options,
    language,
  };
}

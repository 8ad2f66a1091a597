import type { ContactFormOptions } from "@/lib/catalogue/contact-options";
import type { FormLanguage } from "@/lib/i18n/form-messages";
import type { Locale } from "@/lib/i18n/locales";
import type { ContactFormTexts } from "@/lib/i18n/messages/en/contact-form-texts";
import { businessHoursWith, responseTimesWith } from "@/lib/i18n/records/company";
import { contactBudgetOptionsWith, contactServiceOptionsWith } from "@/lib/i18n/records/contact-options";
import { textsFor } from "@/lib/i18n/texts";
import { servicesIn } from "./services";

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
  const words = catalogue.optionWords;
  const options: ContactFormOptions = {
    services: contactServiceOptionsWith(servicesIn(locale), words),
    budgets: contactBudgetOptionsWith(words).map(({ value, label }) => ({ value, label })),
  };
  const language: ContactFormLanguage = {
    locale,
    texts: contactForm,
    frame: form.frame,
    ...(locale === "en" ? {} : { messages: form.messages }),
  };

  return {
    texts,
    hours: businessHoursWith(catalogue.businessHours),
    responseTimes: responseTimesWith(catalogue.responseTimes),
    options,
    language,
  };
}

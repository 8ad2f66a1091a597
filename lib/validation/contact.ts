import { z } from "zod";
import { contactBudgetOptions, contactServiceOptions } from "@/lib/i18n/records/contact-options";
import { emailField, limits, mailLanguage, optionalChoice, optionalPhone, optionalText, requiredText, valuesOf } from "./fields";
import { validationMessages as messages } from "@/lib/i18n/messages/en/validation-messages";

/** The contact form: the fields of the spec's contacts table. */
export const contactSchema = z.object({
  name: requiredText(messages.fullName, limits.name),
  email: emailField,
  phone: optionalPhone,
  company: optionalText(limits.company),
  interestedService: optionalChoice(valuesOf(contactServiceOptions), messages.contactService),
  projectDetails: requiredText(messages.projectDetails, limits.longText),
  budget: optionalChoice(valuesOf(contactBudgetOptions), messages.budget),
  /** Not stored: it chooses the language of the visitor's acknowledgement. */
  language: mailLanguage,
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactSubmission = z.output<typeof contactSchema>;

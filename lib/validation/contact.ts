import { z } from "zod";
import { contactBudgetOptions, contactServiceOptions } from "@/lib/catalogue/contact-options";
import { emailField, limits, optionalChoice, optionalPhone, optionalText, requiredText, valuesOf } from "./fields";

/** The contact form: the fields of the spec's contacts table. */
export const contactSchema = z.object({
  name: requiredText("Please enter your full name.", limits.name),
  email: emailField,
  phone: optionalPhone,
  company: optionalText(limits.company),
  interestedService: optionalChoice(valuesOf(contactServiceOptions), "Please choose a service from the list."),
  projectDetails: requiredText("Please tell us about your project.", limits.longText),
  budget: optionalChoice(valuesOf(contactBudgetOptions), "Please choose a budget from the list."),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactSubmission = z.output<typeof contactSchema>;

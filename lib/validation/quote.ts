import { z } from "zod";
import { addOnIds } from "@/lib/catalogue/addons";
import {
  equipmentOptions,
  marketingGoalOptions,
  preferredContactOptions,
  projectTypeOptions,
  quoteBudgetOptions,
  quoteTimelineOptions,
  videoLengthOptions,
  websiteTypeOptions,
} from "@/lib/i18n/records/quote-options";
import { socialPlatformOptions, urgencyIds } from "@/lib/catalogue/quote-options";
import { serviceIds } from "@/lib/catalogue/services";
import {
  choiceList,
  emailField,
  limits,
  mailLanguage,
  optionalChoice,
  optionalPhone,
  optionalText,
  requiredText,
  valuesOf,
} from "./fields";
import { validationMessages as messages } from "@/lib/i18n/messages/en/validation-messages";

/**
 * The quote wizard. There is no estimate field: the server computes it from
 * the chosen ids (lib/pricing/estimate.ts), and an estimate sent by a client
 * is dropped with every other unknown key.
 */
export const quoteSchema = z.object({
  name: requiredText(messages.fullName, limits.name),
  email: emailField,
  phone: optionalPhone,
  company: optionalText(limits.company),
  services: choiceList(serviceIds, messages.quoteServices),
  projectType: optionalChoice(valuesOf(projectTypeOptions), messages.projectType),
  timeline: optionalChoice(valuesOf(quoteTimelineOptions), messages.timeline),
  budget: optionalChoice(valuesOf(quoteBudgetOptions), messages.budget),
  description: requiredText(messages.description, limits.longText),
  additionalServices: choiceList(addOnIds, messages.additionalServices),
  urgency: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.enum(urgencyIds, { error: messages.urgency }).default("standard"),
  ),
  preferredContact: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.enum(valuesOf(preferredContactOptions), { error: messages.preferredContact }).default("email"),
  ),
  socialPlatforms: choiceList(valuesOf(socialPlatformOptions), messages.socialPlatforms),
  websiteType: optionalChoice(valuesOf(websiteTypeOptions), messages.websiteType),
  equipmentNeeded: choiceList(valuesOf(equipmentOptions), messages.equipmentNeeded),
  videoLength: optionalChoice(valuesOf(videoLengthOptions), messages.videoLength),
  marketingGoals: choiceList(valuesOf(marketingGoalOptions), messages.marketingGoals),
  /** Not stored: it chooses the language of the visitor's acknowledgement. */
  language: mailLanguage,
});

/** Step 1 of the wizard must be valid before the visitor leaves it; the other steps never block. */
export const quotePersonalSchema = quoteSchema.pick({ name: true, email: true, phone: true, company: true, preferredContact: true });

export type QuoteInput = z.input<typeof quoteSchema>;
export type QuoteSubmission = z.output<typeof quoteSchema>;

import { z } from "zod";
import { addOnIds } from "@/lib/catalogue/addons";
import {
  equipmentOptions,
  marketingGoalOptions,
  preferredContactOptions,
  projectTypeOptions,
  quoteBudgetOptions,
  quoteTimelineOptions,
  socialPlatformOptions,
  urgencyIds,
  videoLengthOptions,
  websiteTypeOptions,
} from "@/lib/catalogue/quote-options";
import { serviceIds } from "@/lib/catalogue/services";
import { choiceList, emailField, limits, optionalChoice, optionalPhone, optionalText, requiredText, valuesOf } from "./fields";
import { validationMessages as messages } from "./messages";

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
  services: choiceList(serviceIds, "Please choose services from the list."),
  projectType: optionalChoice(valuesOf(projectTypeOptions), "Please choose a project type from the list."),
  timeline: optionalChoice(valuesOf(quoteTimelineOptions), "Please choose a timeline from the list."),
  budget: optionalChoice(valuesOf(quoteBudgetOptions), messages.budget),
  description: requiredText("Please describe your project.", limits.longText),
  additionalServices: choiceList(addOnIds, "Please choose additional services from the list."),
  urgency: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.enum(urgencyIds, { error: "Please choose standard, priority or rush." }).default("standard"),
  ),
  preferredContact: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.enum(valuesOf(preferredContactOptions), { error: "Please choose how we should contact you." }).default("email"),
  ),
  socialPlatforms: choiceList(valuesOf(socialPlatformOptions), "Please choose platforms from the list."),
  websiteType: optionalChoice(valuesOf(websiteTypeOptions), "Please choose a website type from the list."),
  equipmentNeeded: choiceList(valuesOf(equipmentOptions), "Please choose equipment from the list."),
  videoLength: optionalChoice(valuesOf(videoLengthOptions), "Please choose a video length from the list."),
  marketingGoals: choiceList(valuesOf(marketingGoalOptions), "Please choose goals from the list."),
});

/** Step 1 of the wizard must be valid before the visitor leaves it; the other steps never block. */
export const quotePersonalSchema = quoteSchema.pick({ name: true, email: true, phone: true, company: true, preferredContact: true });

export type QuoteInput = z.input<typeof quoteSchema>;
export type QuoteSubmission = z.output<typeof quoteSchema>;

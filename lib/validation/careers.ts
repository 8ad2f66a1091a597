import { z } from "zod";
import { applyingForOptions } from "@/lib/i18n/records/careers";
import { emailField, limits, mailLanguage, optionalPhone, optionalText, requiredText } from "./fields";
import { validationMessages as messages } from "@/lib/i18n/messages/en/validation-messages";

/** The text fields of the careers form (the resume travels beside them as a file). */
export const careerApplicationSchema = z.object({
  fullName: requiredText(messages.fullName, limits.name),
  email: emailField,
  phone: optionalPhone,
  applyingFor: z.enum(applyingForOptions as [string, ...string[]], { error: messages.applyingFor }),
  coverLetter: optionalText(limits.longText),
  // DPDP Act 2023: we only take applications from adults.
  ageConfirmed: z.preprocess(
    (value) => value === true || value === "true" || value === "on",
    z.literal(true, { error: messages.ageConfirmed }),
  ),
  /** Not stored: it chooses the language of the applicant's acknowledgement. */
  language: mailLanguage,
});

export type CareerApplicationInput = z.input<typeof careerApplicationSchema>;
export type CareerApplicationSubmission = z.output<typeof careerApplicationSchema>;

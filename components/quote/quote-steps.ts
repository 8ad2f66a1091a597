import type { QuoteField } from "./quote-draft";

// The wizard's four steps (their words are lib/i18n/messages/en/quote-texts.ts). Step 5
// (the confirmation) is not a step of the indicator, so it is not in this registry.

export const stepIds = ["personal", "services", "project", "review"] as const;
export type StepId = (typeof stepIds)[number];

export interface QuoteStep {
  /** 1-4, as the indicator counts. */
  number: number;
  /** The schema fields edited on this step: an error on one of them sends the visitor here. */
  fields: readonly QuoteField[];
}

export const quoteSteps: Record<StepId, QuoteStep> = {
  personal: {
    number: 1,
    fields: ["name", "email", "phone", "company", "preferredContact"],
  },
  services: {
    number: 2,
    fields: ["services", "additionalServices", "socialPlatforms", "marketingGoals", "equipmentNeeded", "videoLength", "websiteType"],
  },
  project: {
    number: 3,
    fields: ["projectType", "timeline", "budget", "urgency", "description"],
  },
  review: {
    number: 4,
    fields: [],
  },
};

export const firstStep: StepId = "personal";
export const lastStep: StepId = "review";

/** The step after (+1) or before (-1) this one, if there is one. */
export function neighbourStep(step: StepId, direction: 1 | -1): StepId | undefined {
  return stepIds[stepIds.indexOf(step) + direction];
}

/** Every field in the order the steps ask for them: an error on an earlier step is shown first. */
export const fieldsInStepOrder: readonly QuoteField[] = stepIds.flatMap((step) => quoteSteps[step].fields);

/** The step that edits this field. */
export function stepOf(field: QuoteField): StepId {
  // Every field is on a step; the fallback is for the compiler.
  return stepIds.find((step) => quoteSteps[step].fields.includes(field)) ?? firstStep;
}

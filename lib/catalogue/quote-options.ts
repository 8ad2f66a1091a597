import type { BudgetBounds, Option } from "./contact-options";

// Option lists of the quote wizard (the wizard itself comes with the lead forms):
// the values stored, their order, the budgets' bounds and the urgencies'
// surcharges. Their labels are words, by value; social platforms and WhatsApp are names.

export interface PricedOption<V extends string = string> extends Option<V> {
  /** Whole rupees, as the estimate adds it. */
  price: number;
}

export const quoteBudgetBounds: readonly BudgetBounds[] = [
  [undefined, 25_000],
  [25_000, 50_000],
  [50_000, 1_00_000],
  [1_00_000, 2_50_000],
  [2_50_000, 5_00_000],
  [5_00_000, undefined],
];

export const timelineValues = ["asap", "1-2-weeks", "2-4-weeks", "1-2-months", "2-3-months", "3-plus-months"] as const;

export const urgencyIds = ["standard", "priority", "rush"] as const;
export type UrgencyId = (typeof urgencyIds)[number];

/** The estimate is multiplied by an urgency's multiplier. */
export const urgencyMultipliers: Readonly<Record<UrgencyId, number>> = { standard: 1, priority: 1.25, rush: 1.5 };

export const defaultUrgency: UrgencyId = "standard";

export const preferredContactValues = ["email", "phone", "whatsapp", "meeting"] as const;
export type PreferredContactValue = (typeof preferredContactValues)[number];

/** The preferred contact methods that are names, the same in every language. */
export const preferredContactNames: Partial<Record<PreferredContactValue, string>> = { whatsapp: "WhatsApp" };

export const projectTypeValues = ["new-project", "ongoing", "campaign", "redesign", "consultation"] as const;

export const socialPlatformOptions: readonly Option[] = [
  { value: "instagram", label: "Instagram" },
  { value: "facebook", label: "Facebook" },
  { value: "linkedin", label: "LinkedIn" },
  { value: "youtube", label: "YouTube" },
  { value: "x", label: "Twitter / X" },
  { value: "pinterest", label: "Pinterest" },
];

export const websiteTypeValues = ["business", "ecommerce", "landing-page", "portfolio", "blog", "web-app"] as const;

export const videoLengthValues = ["under-60s", "1-3-min", "3-10-min", "over-10-min"] as const;

export const marketingGoalValues = [
  "brand-awareness",
  "lead-generation",
  "online-sales",
  "website-traffic",
  "engagement",
  "local-visibility",
] as const;

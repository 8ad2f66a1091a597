import { addOns, type AddOnId } from "./addons";
import { budgetBand, type BudgetOption, type Option } from "./contact-options";
import { equipmentCategories, type EquipmentCategoryId } from "./equipment";
import { quoteTexts } from "@/lib/i18n/messages/en/quote-texts";
import { services, type ServiceId } from "./services";
import { fill } from "@/lib/i18n/fill";
import { quoteOptionWords } from "@/lib/i18n/messages/en/quote-options";
import { wordsOf } from "@/lib/i18n/words";

// Option lists of the quote wizard (the wizard itself comes with the lead forms):
// the values stored and their order; their English labels are
// lib/i18n/messages/en/quote-options.ts's, by value.

/** The choices of `values`, in that order, each labelled by its value. */
const options = (values: readonly string[], labels: Readonly<Record<string, string>>): Option[] =>
  values.map((value) => ({ value, label: wordsOf(labels, value) }));

export interface PricedOption<V extends string = string> extends Option<V> {
  /** Whole rupees, as the estimate adds it. */
  price: number;
}

/** Step 2, core services, at their starting prices. */
export const quoteServiceOptions: readonly PricedOption<ServiceId>[] = services.map((service) => ({
  value: service.id,
  label: service.title,
  price: service.rawPrice,
}));

/** Step 2, additional services: the eight add-ons, each charged once in the wizard. */
export const quoteAddOnOptions: readonly PricedOption<AddOnId>[] = addOns.map((addOn) => ({
  value: addOn.id,
  label: addOn.name,
  price: addOn.price,
}));

export const quoteBudgetOptions: readonly BudgetOption[] = [
  budgetBand(undefined, 25_000),
  budgetBand(25_000, 50_000),
  budgetBand(50_000, 1_00_000),
  budgetBand(1_00_000, 2_50_000),
  budgetBand(2_50_000, 5_00_000),
  budgetBand(5_00_000, undefined),
];

export const quoteTimelineOptions: readonly Option[] = options(
  ["asap", "1-2-weeks", "2-4-weeks", "1-2-months", "2-3-months", "3-plus-months"],
  quoteOptionWords.timelines,
);

export const urgencyIds = ["standard", "priority", "rush"] as const;
export type UrgencyId = (typeof urgencyIds)[number];

export interface UrgencyOption extends Option<UrgencyId> {
  /** The estimate is multiplied by this. */
  multiplier: number;
  /** "+25% fee"; none for standard. */
  feeLabel?: string;
}

/** An urgency with its surcharge's label ("+25% fee") in the words given (English unless a translated page relabels it). */
export function urgency(value: UrgencyId, label: string, multiplier: number, feeLabel = quoteTexts.feeLabel): UrgencyOption {
  const percent = Math.round((multiplier - 1) * 100);
  return percent > 0 ? { value, label, multiplier, feeLabel: fill(feeLabel, { percent }) } : { value, label, multiplier };
}

export const urgencyOptions: readonly UrgencyOption[] = [
  urgency("standard", quoteOptionWords.urgencies.standard, 1),
  urgency("priority", quoteOptionWords.urgencies.priority, 1.25),
  urgency("rush", quoteOptionWords.urgencies.rush, 1.5),
];

export const defaultUrgency: UrgencyId = "standard";

export const preferredContactOptions: readonly Option<"email" | "phone" | "whatsapp" | "meeting">[] = [
  { value: "email", label: quoteOptionWords.preferredContact.email },
  { value: "phone", label: quoteOptionWords.preferredContact.phone },
  { value: "whatsapp", label: "WhatsApp" },
  { value: "meeting", label: quoteOptionWords.preferredContact.meeting },
];

export const projectTypeOptions: readonly Option[] = options(
  ["new-project", "ongoing", "campaign", "redesign", "consultation"],
  quoteOptionWords.projectTypes,
);

export const socialPlatformOptions: readonly Option[] = [
  { value: "instagram", label: "Instagram" },
  { value: "facebook", label: "Facebook" },
  { value: "linkedin", label: "LinkedIn" },
  { value: "youtube", label: "YouTube" },
  { value: "x", label: "Twitter / X" },
  { value: "pinterest", label: "Pinterest" },
];

export const websiteTypeOptions: readonly Option[] = options(
  ["business", "ecommerce", "landing-page", "portfolio", "blog", "web-app"],
  quoteOptionWords.websiteTypes,
);

/** Equipment needed: the rental categories of the pricing page. */
export const equipmentOptions: readonly Option<EquipmentCategoryId>[] = equipmentCategories.map((item) => ({
  value: item.id,
  label: item.category,
}));

export const videoLengthOptions: readonly Option[] = options(
  ["under-60s", "1-3-min", "3-10-min", "over-10-min"],
  quoteOptionWords.videoLengths,
);

export const marketingGoalOptions: readonly Option[] = options(
  ["brand-awareness", "lead-generation", "online-sales", "website-traffic", "engagement", "local-visibility"],
  quoteOptionWords.marketingGoals,
);

/** Every choice list of the wizard in one bundle: what a translated page relabels (lib/i18n/quote.ts), values unchanged. */
export const quoteOptions = {
  services: quoteServiceOptions,
  addOns: quoteAddOnOptions,
  budgets: quoteBudgetOptions,
  timelines: quoteTimelineOptions,
  urgencies: urgencyOptions,
  preferredContact: preferredContactOptions,
  projectTypes: projectTypeOptions,
  socialPlatforms: socialPlatformOptions,
  websiteTypes: websiteTypeOptions,
  equipment: equipmentOptions,
  videoLengths: videoLengthOptions,
  marketingGoals: marketingGoalOptions,
};

export type QuoteOptions = typeof quoteOptions;

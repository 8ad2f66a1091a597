import { addOns, type AddOnId } from "./addons";
import { budgetBand, type BudgetOption, type Option } from "./contact-options";
import { equipmentCategories, type EquipmentCategoryId } from "./equipment";
import { quoteTexts } from "@/lib/i18n/messages/en/quote-texts";
import { services, type ServiceId } from "./services";
import { fill } from "@/lib/i18n/fill";

// Option lists of the quote wizard (the wizard itself comes with the lead forms).

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

export const quoteTimelineOptions: readonly Option[] = [
  { value: "asap", label: "ASAP (Rush Job)" },
  { value: "1-2-weeks", label: "1-2 weeks" },
  { value: "2-4-weeks", label: "2-4 weeks" },
  { value: "1-2-months", label: "1-2 months" },
  { value: "2-3-months", label: "2-3 months" },
  { value: "3-plus-months", label: "3+ months" },
];

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
  urgency("standard", "Standard", 1),
  urgency("priority", "Priority", 1.25),
  urgency("rush", "Rush", 1.5),
];

export const defaultUrgency: UrgencyId = "standard";

export const preferredContactOptions: readonly Option<"email" | "phone" | "whatsapp" | "meeting">[] = [
  { value: "email", label: "Email" },
  { value: "phone", label: "Phone Call" },
  { value: "whatsapp", label: "WhatsApp" },
  { value: "meeting", label: "Video Meeting" },
];

export const projectTypeOptions: readonly Option[] = [
  { value: "new-project", label: "New Project" },
  { value: "ongoing", label: "Ongoing Monthly Support" },
  { value: "campaign", label: "One-time Campaign" },
  { value: "redesign", label: "Redesign or Revamp" },
  { value: "consultation", label: "Consultation" },
];

export const socialPlatformOptions: readonly Option[] = [
  { value: "instagram", label: "Instagram" },
  { value: "facebook", label: "Facebook" },
  { value: "linkedin", label: "LinkedIn" },
  { value: "youtube", label: "YouTube" },
  { value: "x", label: "Twitter / X" },
  { value: "pinterest", label: "Pinterest" },
];

export const websiteTypeOptions: readonly Option[] = [
  { value: "business", label: "Business Website" },
  { value: "ecommerce", label: "E-commerce Store" },
  { value: "landing-page", label: "Landing Page" },
  { value: "portfolio", label: "Portfolio" },
  { value: "blog", label: "Blog" },
  { value: "web-app", label: "Custom Web Application" },
];

/** Equipment needed: the rental categories of the pricing page. */
export const equipmentOptions: readonly Option<EquipmentCategoryId>[] = equipmentCategories.map((item) => ({
  value: item.id,
  label: item.category,
}));

export const videoLengthOptions: readonly Option[] = [
  { value: "under-60s", label: "Under 60 seconds (reel)" },
  { value: "1-3-min", label: "1-3 minutes" },
  { value: "3-10-min", label: "3-10 minutes" },
  { value: "over-10-min", label: "Over 10 minutes" },
];

export const marketingGoalOptions: readonly Option[] = [
  { value: "brand-awareness", label: "Brand Awareness" },
  { value: "lead-generation", label: "Lead Generation" },
  { value: "online-sales", label: "Online Sales" },
  { value: "website-traffic", label: "Website Traffic" },
  { value: "engagement", label: "Social Engagement" },
  { value: "local-visibility", label: "Local Search Visibility" },
];

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

import type { BudgetOption, Option } from "@/lib/catalogue/contact-options";
import type { EquipmentCategoryId } from "@/lib/catalogue/equipment";
import {
  marketingGoalValues,
  preferredContactNames,
  preferredContactValues,
  projectTypeValues,
  quoteBudgetBounds,
  socialPlatformOptions,
  timelineValues,
  urgencyIds,
  urgencyMultipliers,
  videoLengthValues,
  websiteTypeValues,
  type PreferredContactValue,
  type PricedOption,
  type UrgencyId,
} from "@/lib/catalogue/quote-options";
import type { AddOnId } from "@/lib/catalogue/addons";
import type { ServiceId } from "@/lib/catalogue/services";
import { optionWords } from "@/lib/i18n/messages/en/contact-options";
import { quoteOptionWords } from "@/lib/i18n/messages/en/quote-options";
import { quoteTexts } from "@/lib/i18n/messages/en/quote-texts";
import { fill } from "../fill";
import type { SiteTexts } from "../texts";
import { wordsOf } from "../words";
import { addOns, type AddOn } from "./addons";
import { budgetBand } from "./contact-options";
import { equipmentCategories, type EquipmentCategory } from "./equipment";
import { services, type Service } from "./services";

export interface UrgencyOption extends Option<UrgencyId> {
  /** The estimate is multiplied by this. */
  multiplier: number;
  /** "+25% fee"; none for standard. */
  feeLabel?: string;
}

/** An urgency with its surcharge's label ("+25% fee") in the words given. */
export function urgency(value: UrgencyId, label: string, multiplier: number, feeLabel: string): UrgencyOption {
  const percent = Math.round((multiplier - 1) * 100);
  return percent > 0 ? { value, label, multiplier, feeLabel: fill(feeLabel, { percent }) } : { value, label, multiplier };
}

/** The choices of `values`, in that order, each labelled by its value. */
const options = <V extends string>(values: readonly V[], labels: Readonly<Record<string, string>>): Option<V>[] =>
  values.map((value) => ({ value, label: wordsOf(labels, value) }));

/** What the wizard's choices are labelled with in a language: its own words, and the records it offers in that language. */
export interface QuoteOptionWords {
  choices: SiteTexts["catalogue"]["quoteOptions"];
  budgets: SiteTexts["catalogue"]["optionWords"];
  /** "+{percent}% fee". */
  feeLabel: string;
  services: readonly Service[];
  addOns: readonly AddOn[];
  equipment: readonly EquipmentCategory[];
}

/** Every choice list of the wizard with a language's labels; values, prices and order are the catalogue's. */
export function quoteOptionsWith(words: QuoteOptionWords) {
  const { choices } = words;
  return {
    /** Step 2, core services, at their starting prices. */
    services: words.services.map((service): PricedOption<ServiceId> => ({
      value: service.id,
      label: service.title,
      price: service.rawPrice,
    })),
    /** Step 2, additional services: the eight add-ons, each charged once in the wizard. */
    addOns: words.addOns.map((addOn): PricedOption<AddOnId> => ({ value: addOn.id, label: addOn.name, price: addOn.price })),
    budgets: quoteBudgetBounds.map(([min, max]): BudgetOption => budgetBand(min, max, words.budgets)),
    timelines: options(timelineValues, choices.timelines),
    urgencies: urgencyIds.map((id) => urgency(id, wordsOf(choices.urgencies, id), urgencyMultipliers[id], words.feeLabel)),
    preferredContact: preferredContactValues.map((value): Option<PreferredContactValue> => ({
      value,
      label: preferredContactNames[value] ?? wordsOf(choices.preferredContact, value),
    })),
    projectTypes: options(projectTypeValues, choices.projectTypes),
    socialPlatforms: socialPlatformOptions,
    websiteTypes: options(websiteTypeValues, choices.websiteTypes),
    /** Equipment needed: the rental categories of the pricing page. */
    equipment: words.equipment.map((item): Option<EquipmentCategoryId> => ({ value: item.id, label: item.category })),
    videoLengths: options(videoLengthValues, choices.videoLengths),
    marketingGoals: options(marketingGoalValues, choices.marketingGoals),
  };
}

export type QuoteOptions = ReturnType<typeof quoteOptionsWith>;

/** The wizard's choices in English. */
export const quoteOptions: QuoteOptions = quoteOptionsWith({
  choices: quoteOptionWords,
  budgets: optionWords,
  feeLabel: quoteTexts.feeLabel,
  services,
  addOns,
  equipment: equipmentCategories,
});

export const {
  services: quoteServiceOptions,
  addOns: quoteAddOnOptions,
  budgets: quoteBudgetOptions,
  timelines: quoteTimelineOptions,
  urgencies: urgencyOptions,
  preferredContact: preferredContactOptions,
  projectTypes: projectTypeOptions,
  websiteTypes: websiteTypeOptions,
  equipment: equipmentOptions,
  videoLengths: videoLengthOptions,
  marketingGoals: marketingGoalOptions,
} = quoteOptions;

export { socialPlatformOptions };

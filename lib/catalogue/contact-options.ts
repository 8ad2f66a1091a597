import { formatInr } from "@/lib/format/inr";
import { fill } from "@/lib/i18n/fill";
import { optionWords } from "@/lib/i18n/messages/en/contact-options";
import { services, type ServiceId } from "./services";

// Option lists of the contact form (the form itself comes with the lead forms).

/** One choice of a select, radio or checkbox group. */
export interface Option<V extends string = string> {
  value: V;
  label: string;
}

/** A budget band in whole rupees; a missing bound means open-ended. */
export interface BudgetOption extends Option {
  min?: number;
  max?: number;
}

/** Labels a band from its bounds, so each figure is typed once: "₹50,000 - ₹1,00,000". */
export function budgetBand(min: number | undefined, max: number | undefined, words = optionWords): BudgetOption {
  if (min === undefined && max !== undefined) return { value: `under-${max}`, label: fill(words.under, { amount: formatInr(max) }), max };
  if (min !== undefined && max === undefined) return { value: `above-${min}`, label: fill(words.above, { amount: formatInr(min) }), min };
  if (min !== undefined && max !== undefined) {
    return { value: `${min}-${max}`, label: `${formatInr(min)} - ${formatInr(max)}`, min, max };
  }
  throw new RangeError("A budget band needs at least one bound");
}

/** The selects' choices, handed over by the page so the catalogue stays out of the browser's JavaScript. */
export interface ContactFormOptions {
  services: readonly Option[];
  budgets: readonly Option[];
}

export type ContactServiceValue = ServiceId | "custom";

/** "Service interested in": the five services by their titles, plus Custom Solution. */
export const contactServiceOptions: readonly Option<ContactServiceValue>[] = [
  ...services.map((service) => ({ value: service.id, label: service.title })),
  { value: "custom", label: optionWords.customSolution },
];

export const contactBudgetOptions: readonly BudgetOption[] = [
  budgetBand(undefined, 10_000),
  budgetBand(10_000, 50_000),
  budgetBand(50_000, 1_00_000),
  budgetBand(1_00_000, 5_00_000),
  budgetBand(5_00_000, undefined),
  { value: "discuss", label: optionWords.discuss },
];

/** The contact page with a service preselected (e.g. from a service's Contact Sales). */
export function contactPath(serviceId?: ContactServiceValue): string {
  return serviceId ? `/contact?service=${serviceId}` : "/contact";
}

import { formatInr } from "@/lib/format/inr";
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
export function budgetBand(min: number | undefined, max: number | undefined): BudgetOption {
  if (min === undefined && max !== undefined) return { value: `under-${max}`, label: `Under ${formatInr(max)}`, max };
  if (min !== undefined && max === undefined) return { value: `above-${min}`, label: `Above ${formatInr(min)}`, min };
  if (min !== undefined && max !== undefined) {
    return { value: `${min}-${max}`, label: `${formatInr(min)} - ${formatInr(max)}`, min, max };
  }
  throw new RangeError("A budget band needs at least one bound");
}

export type ContactServiceValue = ServiceId | "custom";

/** "Service interested in": the five services by their titles, plus Custom Solution. */
export const contactServiceOptions: readonly Option<ContactServiceValue>[] = [
  ...services.map((service) => ({ value: service.id, label: service.title })),
  { value: "custom", label: "Custom Solution" },
];

export const contactBudgetOptions: readonly BudgetOption[] = [
  budgetBand(undefined, 10_000),
  budgetBand(10_000, 50_000),
  budgetBand(50_000, 1_00_000),
  budgetBand(1_00_000, 5_00_000),
  budgetBand(5_00_000, undefined),
  { value: "discuss", label: "Let's discuss" },
];

/** The contact page with a service preselected (e.g. from a service's Contact Sales). */
export function contactPath(serviceId?: ContactServiceValue): string {
  return serviceId ? `/contact?service=${serviceId}` : "/contact";
}

import type { ServiceId } from "./services";

// Option lists of the contact form (the form itself comes with the lead forms):
// the values stored and the budget bands' bounds; their labels are words.

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

/** A band's bounds in whole rupees: at least one. */
export type BudgetBounds = readonly [min: number | undefined, max: number | undefined];

/** The selects' choices, handed over by the page so the catalogue stays out of the browser's JavaScript. */
export interface ContactFormOptions {
  services: readonly Option[];
  budgets: readonly Option[];
}

export type ContactServiceValue = ServiceId | "custom";

/** The contact form's budget bands, then "Let's discuss". */
export const contactBudgetBounds: readonly BudgetBounds[] = [
  [undefined, 10_000],
  [10_000, 50_000],
  [50_000, 1_00_000],
  [1_00_000, 5_00_000],
  [5_00_000, undefined],
];

/** The contact page with a service preselected (e.g. from a service's Contact Sales). */
export function contactPath(serviceId?: ContactServiceValue): string {
  return serviceId ? `/contact?service=${serviceId}` : "/contact";
}

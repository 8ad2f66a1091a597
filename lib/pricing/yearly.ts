// Yearly prices of the pricing page's plans, by the spec's rules.

import type { PlanBilling } from "@/lib/catalogue/plans";

/** A yearly plan costs 83% of the undiscounted total. */
const YEARLY_PERCENT = 83;

/** The yearly badge's figure: "SAVE 17%". */
export const yearlyDiscountPercent = 100 - YEARLY_PERCENT;

/**
 * How many base prices a year is worth before the discount. Production is
 * priced per day and the spec bills a year of it as 30 rental days; web is a
 * one-time build, so its yearly price is simply its price.
 */
const yearlyUnits: Record<PlanBilling, number | null> = {
  monthly: 12,
  "per-day": 30,
  "one-time": null,
};

/** Yearly price in whole rupees (rounded: 32,999 a month gives 3,28,670 a year). */
export function yearlyPrice(basePrice: number, billing: PlanBilling): number {
  const units = yearlyUnits[billing];
  if (units === null) return basePrice;
  return Math.round((basePrice * units * YEARLY_PERCENT) / 100);
}

/**
 * The "Save" amount of the yearly cycle, or null when there is no real saving.
 * The spec's formula (12 x monthly - yearly) only means something for a
 * recurring monthly plan: for production (per day) it comes out negative,
 * and for web (one-time) it would claim eleven free builds. Neither is shown.
 */
export function yearlySaving(basePrice: number, billing: PlanBilling): number | null {
  if (billing !== "monthly" || basePrice <= 0) return null;
  return basePrice * 12 - yearlyPrice(basePrice, billing);
}

import { getAddOn } from "@/lib/i18n/records/addons";
import { defaultUrgency, type UrgencyId } from "@/lib/catalogue/quote-options";
import { urgencyOptions } from "@/lib/i18n/records/quote-options";
import { getService } from "@/lib/i18n/records/services";

export interface QuoteSelection {
  /** Core service ids; unknown ids (e.g. a custom request) add nothing. */
  services: readonly string[];
  /** Add-on ids, each charged once; unknown ids add nothing. */
  addOns: readonly string[];
  urgency?: UrgencyId;
}

/**
 * The quote wizard's estimate in whole rupees: the starting prices of the
 * chosen services plus the chosen add-ons, times the urgency multiplier
 * (priority +25%, rush +50%). The server recomputes it from ids; a client's
 * figure is never trusted. An id chosen twice counts once (checkbox groups).
 */
export function estimateQuote({ services, addOns, urgency = defaultUrgency }: QuoteSelection): number {
  const serviceTotal = [...new Set(services)].reduce((sum, id) => sum + (getService(id)?.rawPrice ?? 0), 0);
  const addOnTotal = [...new Set(addOns)].reduce((sum, id) => sum + (getAddOn(id)?.price ?? 0), 0);
  return Math.round((serviceTotal + addOnTotal) * urgencyMultiplier(urgency));
}

export function urgencyMultiplier(urgency: UrgencyId): number {
  return urgencyOptions.find((option) => option.value === urgency)?.multiplier ?? 1;
}

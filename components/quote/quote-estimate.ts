import { quoteOptions, type QuoteOptions } from "@/lib/i18n/records/quote-options";
import { type PricedOption } from "@/lib/catalogue/quote-options";
import { estimateQuote } from "@/lib/pricing/estimate";
import type { QuoteDraft } from "./quote-draft";

export interface EstimateBreakdown {
  services: PricedOption[];
  addOns: PricedOption[];
  subtotal: number;
  /** The urgency surcharge in rupees, and its label ("+50% fee"); none for standard. */
  fee?: { amount: number; label: string; urgency: string };
  /** estimateQuote's figure, the one the server will compute too. */
  total: number;
}

/** The lines behind the estimate, so step 4 can show how the total is made up (labelled as `options` are). */
export function breakDownEstimate(draft: QuoteDraft, options: QuoteOptions = quoteOptions): EstimateBreakdown {
  const services = options.services.filter((option) => draft.services.includes(option.value));
  const addOns = options.addOns.filter((option) => draft.additionalServices.includes(option.value));
  const subtotal = [...services, ...addOns].reduce((sum, option) => sum + option.price, 0);
  const total = estimateQuote({ services: draft.services, addOns: draft.additionalServices, urgency: draft.urgency });
  const urgency = options.urgencies.find((option) => option.value === draft.urgency);
  // The fee is the rounded total less the subtotal, so the lines always add up.
  const fee =
    urgency?.feeLabel && total > subtotal ? { amount: total - subtotal, label: urgency.feeLabel, urgency: urgency.label } : undefined;
  return { services, addOns, subtotal, fee, total };
}

import { contactBudgetOptions, contactServiceOptions, type Option } from "@/lib/catalogue/contact-options";
import { quoteAddOnOptions, quoteBudgetOptions, quoteServiceOptions, quoteTimelineOptions } from "@/lib/catalogue/quote-options";
import { formatInr } from "@/lib/format/inr";

// Stored ids shown as the labels the visitor chose from (lib/catalogue), for
// the dashboard and the exports alike.

/** The label of a stored option value; a value no longer in the catalogue is shown as stored. */
export function optionLabel(options: readonly Option[], value: string | null | undefined): string {
  if (!value) return "";
  return options.find((option) => option.value === value)?.label ?? value;
}

export const contactServiceLabel = (value: string | null) => optionLabel(contactServiceOptions, value);
export const contactBudgetLabel = (value: string | null) => optionLabel(contactBudgetOptions, value);
export const quoteTimelineLabel = (value: string | null) => optionLabel(quoteTimelineOptions, value);
export const quoteBudgetLabel = (value: string | null) => optionLabel(quoteBudgetOptions, value);

/** Core services and add-ons of a quote, by name. */
export function quoteItemLabels(services: readonly string[], addOns: readonly string[]): string[] {
  return [...services.map((id) => optionLabel(quoteServiceOptions, id)), ...addOns.map((id) => optionLabel(quoteAddOnOptions, id))];
}

/** Paise as rupees: "₹4,599", or "₹4,599.50" when there are paise. */
export function formatPaise(paise: number): string {
  const rupees = Math.trunc(paise / 100);
  const rest = Math.abs(paise % 100);
  const sign = paise < 0 && rupees === 0 ? "-" : "";
  return rest === 0 ? `${sign}${formatInr(rupees)}` : `${sign}${formatInr(rupees)}.${String(rest).padStart(2, "0")}`;
}

/** Paise as a plain decimal rupee amount for spreadsheets: 4599.00. */
export function paiseToDecimal(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

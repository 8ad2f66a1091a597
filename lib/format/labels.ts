import type { Option } from "@/lib/catalogue/contact-options";
import { formatInr } from "@/lib/format/inr";

// Stored ids shown as the labels the visitor chose from (lib/catalogue), for
// the dashboard and the exports alike.

/** The label of a stored option value; a value no longer in the catalogue is shown as stored. */
export function optionLabel(options: readonly Option[], value: string | null | undefined): string {
  if (!value) return "";
  return options.find((option) => option.value === value)?.label ?? value;
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

/** Several stored values by their labels, in the order stored: "Instagram, YouTube". */
export function optionLabels(options: readonly Option[], values: readonly string[]): string {
  return values.map((value) => optionLabel(options, value)).join(", ");
}

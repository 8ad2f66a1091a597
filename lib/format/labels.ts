// Stored ids shown as the labels the visitor chose from (lib/catalogue), for
// the dashboard and the exports alike.

/** A choice as the catalogue lists it (lib/catalogue/contact-options.ts `Option`). */
interface Option {
  value: string;
  label: string;
}

/** The label of a stored option value; a value no longer in the catalogue is shown as stored. */
export function optionLabel(options: readonly Option[], value: string | null | undefined): string {
  if (!value) return "";
  return options.find((option) => option.value === value)?.label ?? value;
}

/** Several stored values by their labels, in the order stored: "Instagram, YouTube". */
export function optionLabels(options: readonly Option[], values: readonly string[]): string {
  return values.map((value) => optionLabel(options, value)).join(", ");
}

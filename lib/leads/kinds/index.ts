import { formatInr, formatPaise } from "@/lib/format/inr";
import { applicationKind } from "./application";
import { contactKind } from "./contact";
import type { FieldFormat, FieldValue, LeadField } from "./lead-kind";
import { paymentKind } from "./payment";
import { quoteKind } from "./quote";
import { subscriberKind } from "./subscriber";

// The five kinds of lead by the dashboard list that shows them.

export const leadKinds = {
  contacts: contactKind,
  quotes: quoteKind,
  careers: applicationKind,
  newsletter: subscriberKind,
  payments: paymentKind,
} as const;

export type LeadKinds = typeof leadKinds;

/** A value as a person reads it: amounts with ₹, a date as ISO text (shown in the reader's time), "" for nothing. */
export function readableValue(format: FieldFormat, value: FieldValue): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (value instanceof Date) return value.toISOString();
  if (format === "paise" && typeof value === "number") return formatPaise(value);
  if (format === "rupees" && typeof value === "number") return formatInr(value);
  return String(value);
}

/** A field of a row as a person reads it. */
export function readField<Row>(leadField: LeadField<Row>, row: Row): string | null {
  return readableValue(leadField.format, leadField.value(row));
}

/** Some fields of a row, labelled and formatted by their kind, as a notification mail lists them. */
export function labelledFields<Row, Key extends string>(
  fields: Record<Key, LeadField<Row>>,
  keys: readonly Key[],
  row: Row,
): { label: string; value: string | undefined }[] {
  return keys.map((key) => ({ label: fields[key].label, value: readField(fields[key], row) ?? undefined }));
}

import type { Prisma } from "@/lib/generated/prisma/client";
import { storedSource, sourceLabelOf } from "@/lib/analytics/visit-source";

// What a kind of lead is, said once: the fields a record holds, each with the
// one label every screen, file and mail shows it under, how it is formatted,
// and whether it is the person's (what the privacy tools find, copy and
// erase). The admin lists, the lead page, the CSV export, the privacy tools
// and the notification mails read these definitions (lib/leads/kinds/*.ts);
// none of them spells a label of its own (lib/leads/kinds/labels.test.ts).
// No "server-only": the dashboard's components read the labels too.

/**
 * How a value reads: `text` as is, `long` as a paragraph, `email` and `phone`
 * as mail and call links, `date` in the reader's time (IST in a file), `paise`
 * and `rupees` as amounts (a plain decimal in a file).
 */
export type FieldFormat = "text" | "long" | "email" | "phone" | "date" | "paise" | "rupees";

export type FieldValue = string | number | Date | null | undefined;

export interface LeadField<Row> {
  label: string;
  format: FieldFormat;
  value: (row: Row) => FieldValue;
  /** The person's own data: a privacy lookup shows it, an erasure removes it. */
  personal: boolean;
}

/** A field of the agency's words or figures (a choice, a status, a date). */
export function field<Row>(value: (row: Row) => FieldValue, label: string, format: FieldFormat = "text"): LeadField<Row> {
  return { label, format, value, personal: false };
}

/** The person's own field: their name, address, phone, words. */
export function personal<Row>(value: (row: Row) => FieldValue, label: string, format: FieldFormat = "text"): LeadField<Row> {
  return { label, format, value, personal: true };
}

type Sourced = { source: Prisma.JsonValue };

/** Where the lead came from (lib/analytics/lead-source.ts), the same three fields for every kind; erased with the person. */
export function sourceFields() {
  return {
    source: personal((row: Sourced) => sourceLabelOf(row.source) || null, "Source"),
    utmCampaign: personal((row: Sourced) => storedSource(row.source)?.utmCampaign, "UTM Campaign"),
    landingPage: personal((row: Sourced) => storedSource(row.source)?.landingPage, "Landing Page"),
  };
}

export interface LeadKind<Row, Key extends string> {
  /** One record as the owner calls it: "Contact message". */
  noun: string;
  fields: Record<Key, LeadField<Row>>;
  /** The lead page's fields, in order (the title and dates are shown apart). */
  story: readonly Key[];
  /** The CSV file's columns, in order. */
  csv: readonly Key[];
  /** The list's columns, in order (the table renders each cell; the header is the field's label). */
  list: readonly Key[];
  /** What the list's search looks in, as the search box's placeholder says it. */
  searchHint: string;
}

/**
 * A kind over its stored row, its keys checked against its fields. Each field
 * reads only the columns it names, so a form's submission can be read through
 * the same fields before it is stored (the notification mail).
 */
export function leadKindOf<Row>() {
  return <Key extends string>(kind: LeadKind<Row, Key>): LeadKind<Row, Key> => kind;
}

/** The labels of some fields of a kind, in order. */
export function labelsOf<Row, Key extends string>(kind: LeadKind<Row, Key>, keys: readonly Key[]): string[] {
  return keys.map((key) => kind.fields[key].label);
}

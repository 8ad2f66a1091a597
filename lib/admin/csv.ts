// CSV for the admin's exports: RFC 4180 (CRLF after every record, a field
// quoted when it holds a comma, a quote or a line break, quotes doubled),
// UTF-8 with a byte-order mark so Excel reads ₹ and non-Latin names correctly.

export type CsvValue = string | number | boolean | Date | null | undefined;

/** Excel reads a UTF-8 file as UTF-8 only when it starts with this mark. */
export const csvByteOrderMark = "\uFEFF";

/**
 * Where a spreadsheet may start a cell: the field's start, and after any
 * character some spreadsheet splits fields or records at (a list separator
 * set to `;`, a tab or `|` splits this file's fields there too, not only at
 * commas), when what follows would run as a formula (=, +, -, @) or hides one
 * behind a tab or carriage return (OWASP "CSV injection").
 */
const formulaStarts = /(^|[,;|\t\r\n])(?=[=+\-@\t\r])/g;
const needsQuoting = /[",\r\n]/;

/**
 * One field. Visitors' text gets a single quote before every place it would
 * start a formula, so a spreadsheet shows it as text instead of evaluating it
 * (one pass over the text); numbers and dates are ours and are written as they are.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (typeof value === "string") text = value.replace(formulaStarts, "$1'");
  else text = String(value);
  return needsQuoting.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, with its CRLF line end. */
export function csvRecord(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}

/** A whole file: the mark, the header record, then one record per row. */
export function encodeCsv(header: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  let out = csvByteOrderMark + csvRecord(header);
  for (const row of rows) out += csvRecord(row);
  return out;
}

// India's financial year runs from 1 April to 31 March. Receipts are numbered
// per financial year, read in IST (the office's zone): a payment at 23:59 IST
// on 31 March belongs to the year that ends then, one a minute later to the next.

const istOffsetMs = (5 * 60 + 30) * 60 * 1000;

/** "2026-27" for any moment from 1 April 2026 00:00 IST to 31 March 2027 23:59:59.999 IST. */
export function financialYearOf(at: Date): string {
  const ist = new Date(at.getTime() + istOffsetMs);
  const year = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** RCPT/2026-27/0001: four digits at least, more when a year has more receipts. */
export function receiptNumber(financialYear: string, sequence: number): string {
  return `RCPT/${financialYear}/${String(sequence).padStart(4, "0")}`;
}

/**
 * Rupees with the Indian digit grouping: the last three digits, then groups of
 * two (₹3,28,670; ₹1,00,000). Written out rather than left to Intl so the
 * server and every browser print exactly the same text (no hydration drift
 * from a missing ICU locale). Whole rupees: the catalogue holds no paise.
 */
export function formatInr(rupees: number): string {
  if (!Number.isFinite(rupees)) throw new RangeError(`Not a rupee amount: ${rupees}`);
  const whole = Math.round(Math.abs(rupees));
  const digits = String(whole);
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ",")},${lastThree}` : lastThree;
  return `${rupees < 0 && whole !== 0 ? "-" : ""}₹${grouped}`;
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

// Calendar arithmetic the retention sweeps share (lib/admin/retention.ts,
// lib/audit/retention.ts): cut-offs counted in months, as the law and the
// settings state them.

/** `months` calendar months before `date`, the day clamped to the shorter month (31 March - 1 month = 28/29 February). */
export function monthsBefore(date: Date, months: number): Date {
  const result = new Date(date);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

// The days the dashboard's Site tab shows (?days=7, 30 or 90; 30 otherwise).

export const reportRanges = [7, 30, 90] as const;
export type ReportRange = (typeof reportRanges)[number];

export function parseReportRange(raw: string | undefined): ReportRange {
  const days = Number(raw);
  return (reportRanges as readonly number[]).includes(days) ? (days as ReportRange) : 30;
}

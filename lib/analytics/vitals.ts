// Real visitors' Web Vitals kept as histograms: each reading adds one to the
// bucket its value falls in, so a day's rows are bounded by pages × devices ×
// metrics × buckets whatever the traffic, and the 75th percentile is read back
// from the counts. Google's thresholds are bucket edges, so a p75 read as its
// bucket's upper edge is rated exactly as the true p75 would be.
// No server-only code: the dashboard's colours and the beacon share it.

export const vitalNames = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type VitalName = (typeof vitalNames)[number];

export interface VitalScale {
  /** Upper edges of the buckets (inclusive); a last, open bucket holds the rest. */
  edges: readonly number[];
  /** Google's good and needs-improvement limits (web.dev/articles/vitals). */
  good: number;
  poor: number;
  unit: "ms" | "";
}

const milliseconds = [
  50, 100, 150, 200, 300, 400, 500, 600, 800, 1000, 1200, 1500, 1800, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10000, 15000, 20000,
] as const;

export const vitalScales: Record<VitalName, VitalScale> = {
  LCP: { edges: milliseconds, good: 2500, poor: 4000, unit: "ms" },
  INP: { edges: milliseconds, good: 200, poor: 500, unit: "ms" },
  CLS: { edges: [0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 2], good: 0.1, poor: 0.25, unit: "" },
  FCP: { edges: milliseconds, good: 1800, poor: 3000, unit: "ms" },
  TTFB: { edges: milliseconds, good: 800, poor: 1800, unit: "ms" },
};

/** Above any plausible reading: a value past it is not a measurement. */
export const maxVitalValue: Record<VitalName, number> = { LCP: 120_000, INP: 60_000, CLS: 100, FCP: 120_000, TTFB: 120_000 };

export function isVitalName(value: string): value is VitalName {
  return (vitalNames as readonly string[]).includes(value);
}

/** The bucket a reading falls in: the first edge it does not exceed, or the open last bucket. */
export function vitalBucket(name: VitalName, value: number): number {
  const { edges } = vitalScales[name];
  const index = edges.findIndex((edge) => value <= edge);
  return index === -1 ? edges.length : index;
}

/** The largest value a bucket holds; the open last bucket's is Infinity. */
export function bucketUpperEdge(name: VitalName, bucket: number): number {
  return vitalScales[name].edges[bucket] ?? Number.POSITIVE_INFINITY;
}

/** The 75th percentile of a histogram as the upper edge of its bucket, or null without readings. */
export function p75(name: VitalName, counts: ReadonlyMap<number, number>): number | null {
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (const bucket of [...counts.keys()].sort((a, b) => a - b)) {
    seen += counts.get(bucket) ?? 0;
    if (seen >= rank) return bucketUpperEdge(name, bucket);
  }
  return null;
}

export type VitalRating = "good" | "needs-improvement" | "poor";

export function vitalRating(name: VitalName, value: number): VitalRating {
  const { good, poor } = vitalScales[name];
  return value <= good ? "good" : value <= poor ? "needs-improvement" : "poor";
}

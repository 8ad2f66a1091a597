import "server-only";
import { db } from "@/lib/db";
import { checkHealth, type Health } from "@/lib/ops/health";
import { counterDay, type ViewDimension } from "./counters";
import type { ReportRange } from "./report-range";
import { sourceLabel } from "./visit-source";
import { p75, vitalNames, type VitalName } from "./vitals";

// What the dashboard's Site tab reads: the counters of the last 7, 30 or 90
// days, the leads and payments of the same days by source, the quote wizard's
// funnel, the vitals' 75th percentiles, the errors and the outbox's health.
// Every query is bounded by the counters' caps or the days asked for.

export interface Ranked {
  value: string;
  views: number;
}

export interface ConversionRow {
  source: string;
  views: number;
  contact: number;
  quote: number;
  career: number;
  newsletter: number;
  payment: number;
}

export type ConversionKind = Exclude<keyof ConversionRow, "source" | "views">;

export interface VitalsRow {
  page: string;
  readings: number;
  p75: Record<VitalName, number | null>;
}

export interface SiteReport {
  days: ReportRange;
  since: Date;
  viewsPerDay: { day: string; views: number }[];
  totals: { views: number; visits: number };
  top: Record<Exclude<ViewDimension, "quote_step">, Ranked[]>;
  conversions: ConversionRow[];
  funnel: { steps: [number, number, number, number]; submitted: number; paid: number };
  vitals: VitalsRow[];
  errors: { route: string; origin: string; name: string; digest: string; count: number }[];
  health: Health;
}

const dayMs = 24 * 60 * 60 * 1000;

/** The conversions row of leads stored without their visit's source. */
export const notRecorded = "(not recorded)";
const topLimit = 10;

function isoDay(day: Date): string {
  return day.toISOString().slice(0, 10);
}

export async function loadSiteReport(days: ReportRange, now = new Date()): Promise<SiteReport> {
  const today = counterDay(now);
  const since = new Date(today.getTime() - (days - 1) * dayMs);
  const [perDay, byValue, leads, funnelRows, quoteTotals, vitalRows, errors, health] = await Promise.all([
    db.$queryRaw<{ day: Date; views: number }[]>`
      SELECT day, sum(views)::int AS views FROM site_view_counts WHERE dimension = 'page' AND day >= ${since} GROUP BY day`,
    db.$queryRaw<{ dimension: ViewDimension; value: string; views: number }[]>`
      SELECT dimension, value, sum(views)::int AS views FROM site_view_counts WHERE day >= ${since}
      GROUP BY dimension, value ORDER BY views DESC, value`,
    db.$queryRaw<
      {
        kind: ConversionKind;
        recorded: boolean;
        utm_source: string | null;
        utm_medium: string | null;
        referrer: string | null;
        count: number;
      }[]
    >`
      SELECT kind, source IS NOT NULL AS recorded, source->>'utmSource' AS utm_source, source->>'utmMedium' AS utm_medium,
        source->>'referrerHost' AS referrer, count(*)::int AS count
      FROM (
        SELECT 'contact' AS kind, source FROM contacts WHERE created_at >= ${since}
        UNION ALL SELECT 'quote', source FROM quotes WHERE created_at >= ${since}
        UNION ALL SELECT 'career', source FROM career_applications WHERE created_at >= ${since}
        UNION ALL SELECT 'newsletter', source FROM newsletter_subscriptions WHERE created_at >= ${since}
        UNION ALL SELECT 'payment', source FROM payments WHERE status = 'paid' AND paid_at >= ${since}
      ) leads
      GROUP BY 1, 2, 3, 4, 5`,
    db.$queryRaw<{ value: string; views: number }[]>`
      SELECT value, sum(views)::int AS views FROM site_view_counts WHERE dimension = 'quote_step' AND day >= ${since} GROUP BY value`,
    db.$queryRaw<{ submitted: number; paid: number }[]>`
      SELECT (SELECT count(*)::int FROM quotes WHERE created_at >= ${since}) AS submitted,
        (SELECT count(DISTINCT q.id)::int FROM quotes q JOIN payments p ON p.quote_id = q.id
          WHERE q.created_at >= ${since} AND p.status = 'paid') AS paid`,
    db.$queryRaw<{ page: string; metric: string; bucket: number; count: number }[]>`
      SELECT page, metric, bucket, sum(count)::int AS count FROM site_vital_counts WHERE day >= ${since} GROUP BY page, metric, bucket`,
    db.$queryRaw<SiteReport["errors"]>`
      SELECT route, origin, name, digest, sum(count)::int AS count FROM site_error_counts WHERE day >= ${since}
      GROUP BY route, origin, name, digest ORDER BY count DESC, route LIMIT 20`,
    checkHealth(),
  ]);

  const viewsOn = new Map(perDay.map((row) => [isoDay(row.day), row.views]));
  const viewsPerDay = Array.from({ length: days }, (_, index) => {
    const day = isoDay(new Date(since.getTime() + index * dayMs));
    return { day, views: viewsOn.get(day) ?? 0 };
  });

  const top: SiteReport["top"] = { page: [], landing: [], language: [], source: [], campaign: [], referrer: [], device: [], country: [] };
  for (const row of byValue) {
    if (row.dimension === "quote_step") continue;
    const list = top[row.dimension];
    if (list && list.length < topLimit) list.push({ value: row.value, views: row.views });
  }
  const sum = (rows: Ranked[]) => rows.reduce((total, row) => total + row.views, 0);
  const allViews = byValue.filter((row) => row.dimension === "page").reduce((total, row) => total + row.views, 0);
  const visits = byValue.filter((row) => row.dimension === "landing").reduce((total, row) => total + row.views, 0);

  const sourceViews = new Map(byValue.filter((row) => row.dimension === "source").map((row) => [row.value, row.views]));
  const conversions = new Map<string, ConversionRow>();
  const emptyRow = (source: string): ConversionRow => ({
    source,
    views: sourceViews.get(source) ?? 0,
    contact: 0,
    quote: 0,
    career: 0,
    newsletter: 0,
    payment: 0,
  });
  // Every channel with views, and below them any that brought leads without views counted here.
  for (const { value } of top.source) conversions.set(value, emptyRow(value));
  for (const lead of leads) {
    // A stored source with neither campaign nor referrer is a direct visit, counted under "(direct)" like
    // its views; only a lead stored without a source (its visitor did not choose Accept All) is unrecorded.
    const source = lead.recorded
      ? sourceLabel({ utmSource: lead.utm_source, utmMedium: lead.utm_medium, referrerHost: lead.referrer })
      : notRecorded;
    const row = conversions.get(source) ?? emptyRow(source);
    row[lead.kind] += lead.count;
    conversions.set(source, row);
  }

  const step = (number: number) => funnelRows.find((row) => row.value === String(number))?.views ?? 0;

  const histograms = new Map<string, Map<VitalName, Map<number, number>>>();
  for (const row of vitalRows) {
    if (!(vitalNames as readonly string[]).includes(row.metric)) continue;
    const metrics = histograms.get(row.page) ?? new Map<VitalName, Map<number, number>>();
    const counts = metrics.get(row.metric as VitalName) ?? new Map<number, number>();
    counts.set(row.bucket, (counts.get(row.bucket) ?? 0) + row.count);
    metrics.set(row.metric as VitalName, counts);
    histograms.set(row.page, metrics);
  }
  const vitals: VitalsRow[] = [...histograms].map(([page, metrics]) => ({
    page,
    readings: Math.max(...[...metrics.values()].map((counts) => [...counts.values()].reduce((total, count) => total + count, 0))),
    p75: Object.fromEntries(vitalNames.map((name) => [name, p75(name, metrics.get(name) ?? new Map())])) as Record<
      VitalName,
      number | null
    >,
  }));
  vitals.sort((a, b) => b.readings - a.readings || a.page.localeCompare(b.page));

  return {
    days,
    since,
    viewsPerDay,
    totals: { views: allViews || sum(top.page), visits },
    top,
    conversions: [...conversions.values()].sort((a, b) => b.views - a.views || a.source.localeCompare(b.source)),
    funnel: { steps: [step(1), step(2), step(3), step(4)], submitted: quoteTotals[0]?.submitted ?? 0, paid: quoteTotals[0]?.paid ?? 0 },
    vitals,
    errors,
    health,
  };
}

import "server-only";
import { db } from "@/lib/db";
import type { DeviceClass } from "./device";
import { vitalBucket, type VitalName } from "./vitals";

// The counters behind the dashboard's site tab: one upsert per dimension of a
// view, per vital reading, per error. Whatever a visitor sends, a day holds a
// bounded number of rows: pages, languages and devices come from closed sets
// (lib/analytics/pages.ts), and each free-text dimension takes at most
// `distinctValuesPerDay` values a day, then counts the rest as "other".

export const viewDimensions = ["page", "landing", "language", "source", "campaign", "referrer", "device", "country", "quote_step"] as const;
export type ViewDimension = (typeof viewDimensions)[number];

/** Values beyond a dimension's cap on a day are counted here. */
export const otherValue = "other";

/**
 * A day's distinct values of a free-text dimension (sources, campaigns, referrers, countries): a
 * small agency's channels are a few dozen; a flood of made-up campaign names ends in "other".
 */
export const distinctValuesPerDay = 100;

/** Distinct error rows a day (route × origin × name × digest); past it a new one counts as route "other". */
export const errorRowsPerDay = 200;

const cappedDimensions: ReadonlySet<ViewDimension> = new Set(["source", "campaign", "referrer", "country"]);

/** The calendar day in UTC: the counters' day. */
export function counterDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Lock keys for a day's dimension, taken in one order by every writer (no deadlock). */
function lockKey(day: Date, scope: string): string {
  return `site-analytics:${day.toISOString().slice(0, 10)}:${scope}`;
}

/**
 * Adds one view to each dimension's value. Rows that exist are incremented by
 * one statement that locks them in key order; a new value is inserted in a
 * short transaction of its own under the dimension's advisory lock for the
 * day, so the count of distinct values and the insert are one step and the cap
 * holds under any concurrency. No transaction holds one lock while waiting for
 * another out of order, so concurrent beacons queue and never deadlock.
 */
export async function countView(entries: Partial<Record<ViewDimension, string>>, now = new Date()): Promise<void> {
  const day = counterDay(now);
  const pairs = viewDimensions.flatMap((dimension) => {
    const value = entries[dimension];
    return value === undefined ? [] : [{ dimension, value }];
  });
  if (pairs.length === 0) return;
  const updated = await db.$queryRaw<{ dimension: string }[]>`
    WITH hit AS (
      SELECT c.day, c.dimension, c.value FROM site_view_counts c
      JOIN unnest(${pairs.map((pair) => pair.dimension)}::text[], ${pairs.map((pair) => pair.value)}::text[]) AS p(dimension, value)
        ON c.dimension = p.dimension AND c.value = p.value
      WHERE c.day = ${day}
      ORDER BY c.dimension, c.value
      FOR UPDATE OF c
    )
    UPDATE site_view_counts c SET views = c.views + 1 FROM hit
    WHERE c.day = hit.day AND c.dimension = hit.dimension AND c.value = hit.value
    RETURNING c.dimension`;
  const done = new Set(updated.map((row) => row.dimension));
  for (const { dimension, value } of pairs) {
    if (!done.has(dimension)) await insertView(day, dimension, value);
  }
}

async function insertView(day: Date, dimension: ViewDimension, value: string): Promise<void> {
  if (!cappedDimensions.has(dimension)) {
    await db.$executeRaw`
      INSERT INTO site_view_counts (day, dimension, value, views) VALUES (${day}, ${dimension}, ${value}, 1)
      ON CONFLICT (day, dimension, value) DO UPDATE SET views = site_view_counts.views + 1`;
    return;
  }
  // A full dimension stays full for the day (values are never removed): "other" needs no lock.
  const toOther = await db.$executeRaw`
    INSERT INTO site_view_counts (day, dimension, value, views)
    SELECT ${day}, ${dimension}, ${otherValue}, 1
    WHERE (SELECT count(*) FROM site_view_counts WHERE day = ${day} AND dimension = ${dimension} AND value <> ${otherValue})
      >= ${distinctValuesPerDay}
    ON CONFLICT (day, dimension, value) DO UPDATE SET views = site_view_counts.views + 1`;
  if (toOther > 0) return;
  await db.$transaction([
    db.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${lockKey(day, dimension)}))`,
    db.$executeRaw`
      INSERT INTO site_view_counts (day, dimension, value, views)
      SELECT ${day}, ${dimension},
        CASE WHEN EXISTS (SELECT 1 FROM site_view_counts WHERE day = ${day} AND dimension = ${dimension} AND value = ${value})
          OR (SELECT count(*) FROM site_view_counts WHERE day = ${day} AND dimension = ${dimension} AND value <> ${otherValue})
            < ${distinctValuesPerDay}
        THEN ${value} ELSE ${otherValue} END, 1
      ON CONFLICT (day, dimension, value) DO UPDATE SET views = site_view_counts.views + 1`,
  ]);
}

export interface VitalReading {
  name: VitalName;
  value: number;
}

/** Adds each reading to its bucket for the page, device and day. Pages and devices are closed sets: no cap needed. */
export async function countVitals(page: string, device: DeviceClass, readings: readonly VitalReading[], now = new Date()): Promise<void> {
  if (readings.length === 0) return;
  const day = counterDay(now);
  const metrics = readings.map((reading) => reading.name);
  const buckets = readings.map((reading) => vitalBucket(reading.name, reading.value));
  await db.$executeRaw`
    INSERT INTO site_vital_counts (day, page, device, metric, bucket, count)
    SELECT ${day}, ${page}, ${device}, metric, bucket, count(*) FROM unnest(${metrics}::text[], ${buckets}::smallint[]) AS r(metric, bucket)
    GROUP BY metric, bucket
    -- In key order, so two beacons' upserts of the same rows queue instead of deadlocking.
    ORDER BY metric, bucket
    ON CONFLICT (day, page, device, metric, bucket) DO UPDATE SET count = site_vital_counts.count + EXCLUDED.count`;
}

export interface ErrorReading {
  route: string;
  origin: "browser" | "server";
  name: string;
  digest: string;
}

/** Adds one to the error's row for the day; past `errorRowsPerDay` rows a new one is counted as route "other". */
export async function countError({ route, origin, name, digest }: ErrorReading, now = new Date()): Promise<void> {
  const day = counterDay(now);
  const updated = await db.$executeRaw`
    UPDATE site_error_counts SET count = count + 1
    WHERE day = ${day} AND route = ${route} AND origin = ${origin} AND name = ${name} AND digest = ${digest}`;
  if (updated > 0) return;
  const toOther = await db.$executeRaw`
    INSERT INTO site_error_counts (day, route, origin, name, digest, count)
    SELECT ${day}, ${otherValue}, ${origin}, ${otherValue}, '', 1
    WHERE (SELECT count(*) FROM site_error_counts WHERE day = ${day} AND route <> ${otherValue}) >= ${errorRowsPerDay}
    ON CONFLICT (day, route, origin, name, digest) DO UPDATE SET count = site_error_counts.count + 1`;
  if (toOther > 0) return;
  await db.$transaction([
    db.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${lockKey(day, "errors")}))`,
    db.$executeRaw`
      WITH room AS (
        SELECT (SELECT count(*) FROM site_error_counts WHERE day = ${day} AND route <> ${otherValue}) < ${errorRowsPerDay} AS free
      )
      INSERT INTO site_error_counts (day, route, origin, name, digest, count)
      SELECT ${day},
        CASE WHEN free THEN ${route} ELSE ${otherValue} END, ${origin},
        CASE WHEN free THEN ${name} ELSE ${otherValue} END,
        CASE WHEN free THEN ${digest} ELSE '' END, 1
      FROM room
      ON CONFLICT (day, route, origin, name, digest) DO UPDATE SET count = site_error_counts.count + 1`,
  ]);
}

/** How long the counters are kept: views for year-on-year comparison, readings and errors for the dashboard's 90 days. */
export const counterRetentionDays = { views: 400, vitals: 90, errors: 90 } as const;

/** Deletes counters past their retention (the scheduled sweep). */
export async function pruneSiteCounters(now = new Date()): Promise<number> {
  const before = (days: number) => new Date(counterDay(now).getTime() - days * 24 * 60 * 60 * 1000);
  const views = await db.siteViewCount.deleteMany({ where: { day: { lt: before(counterRetentionDays.views) } } });
  const vitals = await db.siteVitalCount.deleteMany({ where: { day: { lt: before(counterRetentionDays.vitals) } } });
  const errors = await db.siteErrorCount.deleteMany({ where: { day: { lt: before(counterRetentionDays.errors) } } });
  return views.count + vitals.count + errors.count;
}

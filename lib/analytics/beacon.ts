import "server-only";
import { isbot } from "isbot";
import { z } from "zod";
import { getEnv } from "@/lib/env";
import { trustedCountry } from "@/lib/audit/network";
import type { Answer } from "@/lib/http/answer";
import { noContent, rateLimited } from "@/lib/http/responses";
import { hitRateLimit } from "@/lib/security/rate-limit";
import { countError, countVitals, countView, type ViewDimension } from "./counters";
import { deviceClass } from "./device";
import { measuredPage } from "./pages";
import { cleanHost, cleanLabel, sourceLabel } from "./visit-source";
import { maxVitalValue, vitalNames, type VitalName } from "./vitals";

// POST /api/analytics: one beacon of the browser's measuring code
// (components/analytics/): a page view, the page's Web Vitals, an error, or a
// quote wizard step reached. Nothing that names a visitor is stored: no
// cookie is read or set, the address only counts against the rate limit, the
// User-Agent only decides bot or not and the device class.

/** A beacon is a few hundred bytes; anything bigger is not one of ours. */
export const maxBeaconBytes = 2048;

/**
 * Beacons per form submission the rate limit allows (RATE_LIMIT_MAX per visitor, RATE_LIMIT_SHARED_MAX
 * for all visitors no proxy names): 240 per visitor in ten minutes by default, a reader of 60 pages
 * (a view, its vitals, now and then an error or a wizard step), far more than a person reads.
 */
export const beaconsPerSubmission = 12;

export function beaconLimit(visitor: string | null): number {
  const { RATE_LIMIT_MAX, RATE_LIMIT_SHARED_MAX } = getEnv();
  return beaconsPerSubmission * (visitor === null ? RATE_LIMIT_SHARED_MAX : RATE_LIMIT_MAX);
}

const path = z.string().min(1).max(300).startsWith("/");

export const beaconSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("view"),
    page: path,
    /** The first view of the tab's visit: its landing page. */
    entry: z.boolean(),
    source: z
      .strictObject({
        referrerHost: z.string().max(300).optional(),
        utmSource: z.string().max(300).optional(),
        utmMedium: z.string().max(300).optional(),
        utmCampaign: z.string().max(300).optional(),
      })
      .optional(),
  }),
  z.strictObject({
    kind: z.literal("vitals"),
    page: path,
    metrics: z
      .array(z.strictObject({ name: z.enum(vitalNames), value: z.number().finite().nonnegative() }))
      .min(1)
      .max(vitalNames.length),
  }),
  z.strictObject({
    kind: z.literal("error"),
    page: path,
    name: z.string().max(200),
    digest: z.string().max(200).optional(),
  }),
  z.strictObject({ kind: z.literal("step"), step: z.int().min(1).max(4) }),
]);

export type Beacon = z.output<typeof beaconSchema>;

/** An error's name as counted: an identifier (TypeError, ChunkLoadError), else "Error". */
export function errorName(raw: string): string {
  return /^[A-Za-z_$][\w$]{0,59}$/.test(raw) ? raw : "Error";
}

/** An error's digest as counted: Next's digests are short digits or ids; anything else is dropped. */
export function errorDigest(raw: string | undefined): string {
  return raw && /^[\w-]{1,40}$/.test(raw) ? raw : "";
}

/** The visitor asked not to be tracked: Global Privacy Control. */
export function optedOut(headers: Headers): boolean {
  return headers.get("sec-gpc")?.trim() === "1";
}

/** A valid beacon, counted unless a bot, an opted-out browser or the visitor's rate limit says otherwise. */
export async function receiveBeacon(beacon: Beacon, from: { headers: Headers; visitor: string | null }, now = new Date()): Promise<Answer> {
  const { headers, visitor } = from;
  const userAgent = headers.get("user-agent");
  // Answered as if counted: a bot or an opted-out browser learns nothing from the answer.
  if (optedOut(headers) || !userAgent || isbot(userAgent)) return noContent();

  const limit = await hitRateLimit(visitor === null ? "analytics:unknown-visitors" : `analytics:${visitor}`, beaconLimit(visitor), now);
  if (!limit.allowed) return rateLimited(limit.retryAfterSeconds);

  await count(beacon, headers, deviceClass(userAgent), now);
  return noContent();
}

async function count(beacon: Beacon, headers: Headers, device: ReturnType<typeof deviceClass>, now: Date): Promise<void> {
  switch (beacon.kind) {
    case "view": {
      const { page, language } = measuredPage(beacon.page);
      const source = {
        referrerHost: cleanHost(beacon.source?.referrerHost),
        utmSource: cleanLabel(beacon.source?.utmSource),
        utmMedium: cleanLabel(beacon.source?.utmMedium),
      };
      const entries: Partial<Record<ViewDimension, string>> = {
        page,
        language,
        source: sourceLabel(source),
        device,
        // Only where Vercel's edge vouches for it: elsewhere a visitor could name any country.
        country: trustedCountry(headers) ?? undefined,
        ...(beacon.entry ? { landing: page } : {}),
        ...(source.referrerHost ? { referrer: source.referrerHost } : {}),
      };
      const campaign = cleanLabel(beacon.source?.utmCampaign);
      if (campaign) entries.campaign = campaign;
      return countView(entries, now);
    }
    case "vitals": {
      const readings = beacon.metrics.filter((metric) => metric.value <= maxVitalValue[metric.name as VitalName]);
      return countVitals(measuredPage(beacon.page).page, device, readings, now);
    }
    case "error":
      return countError(
        { route: measuredPage(beacon.page).page, origin: "browser", name: errorName(beacon.name), digest: errorDigest(beacon.digest) },
        now,
      );
    case "step":
      return countView({ quote_step: String(beacon.step) }, now);
  }
}

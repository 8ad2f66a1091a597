// Where a visit came from: the page it landed on, the referring site's host and
// the campaign's UTM values. The browser keeps it in the tab's sessionStorage
// for that visit only (components/analytics/visit.ts) and sends it beside a
// view (aggregated, never stored per visitor) and, with Accept All, with a
// form (stored on the lead). No imports: the browser's code reads this file.

/** The header a form's request carries the visit's source in, as URL query text. */
export const leadSourceHeader = "Lead-Source";

export interface VisitSource {
  landingPage: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

/** Each value's limit: a UTM value is a short label; a longer one is cut. */
export const maxSourceValueLength = 60;
/** A landing page's path is cut at this length (the known pages are far shorter). */
export const maxLandingPageLength = 120;
/** The whole header; a longer one is ignored rather than read. */
export const maxSourceHeaderLength = 600;

const sourceKeys = { landingPage: "l", referrerHost: "r", utmSource: "s", utmMedium: "m", utmCampaign: "c" } as const;

/** A printable label of at most `max` characters, lower-cased, or null: control characters and spaces runs collapse. */
export function cleanLabel(raw: string | null | undefined, max = maxSourceValueLength): string | null {
  if (typeof raw !== "string") return null;
  const cleaned = raw
    .slice(0, max * 4)
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase()
    .slice(0, max)
    .trim();
  return cleaned === "" ? null : cleaned;
}

/** A host name as a referrer: lower-case letters, digits, dots and hyphens, without "www."; anything else is null. */
export function cleanHost(raw: string | null | undefined): string | null {
  if (typeof raw !== "string" || raw.length > 253) return null;
  const host = raw.toLowerCase().replace(/^www\./, "");
  return /^[a-z0-9](?:[a-z0-9-]{0,62}\.)*[a-z0-9-]{1,63}$/.test(host) ? host : null;
}

/** A path as a landing page: starts with one "/", no query, at most maxLandingPageLength. */
export function cleanPath(raw: string | null | undefined): string | null {
  if (typeof raw !== "string" || !raw.startsWith("/") || raw.startsWith("//")) return null;
  const path = raw.split(/[?#]/, 1)[0]!.slice(0, maxLandingPageLength);
  return /^[\x21-\x7e]*$/.test(path) ? path : null;
}

/** The source with every value cleaned; null when nothing is left. */
export function cleanVisitSource(raw: Partial<Record<keyof VisitSource, unknown>>): VisitSource | null {
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  const source: VisitSource = {
    landingPage: cleanPath(text(raw.landingPage)),
    referrerHost: cleanHost(text(raw.referrerHost)),
    utmSource: cleanLabel(text(raw.utmSource)),
    utmMedium: cleanLabel(text(raw.utmMedium)),
    utmCampaign: cleanLabel(text(raw.utmCampaign)),
  };
  return Object.values(source).some((value) => value !== null) ? source : null;
}

/** The source as the header's value (URL query text: ASCII whatever the labels hold). */
export function encodeVisitSource(source: VisitSource): string {
  const query = new URLSearchParams();
  for (const [key, short] of Object.entries(sourceKeys)) {
    const value = source[key as keyof VisitSource];
    if (value) query.set(short, value);
  }
  return query.toString();
}

/** The header's value read back and cleaned; null when missing, too long or empty. */
export function decodeVisitSource(header: string | null): VisitSource | null {
  if (!header || header.length > maxSourceHeaderLength) return null;
  const query = new URLSearchParams(header);
  return cleanVisitSource(Object.fromEntries(Object.entries(sourceKeys).map(([key, short]) => [key, query.get(short)])));
}

/**
 * One label per channel, the same for a view and for a lead: "newsletter / email"
 * for a campaign, the referring host otherwise, "(direct)" with neither.
 */
export function sourceLabel(source: Pick<VisitSource, "referrerHost" | "utmSource" | "utmMedium"> | null): string {
  if (source?.utmSource) return `${source.utmSource} / ${source.utmMedium ?? "(none)"}`;
  return source?.referrerHost ?? "(direct)";
}

/** A stored source read back (a jsonb the code wrote, checked again), or null. */
export function storedSource(value: unknown): VisitSource | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const text = (key: keyof VisitSource) => {
    const field = (value as Record<string, unknown>)[key];
    return typeof field === "string" ? field : null;
  };
  const source: VisitSource = {
    landingPage: text("landingPage"),
    referrerHost: text("referrerHost"),
    utmSource: text("utmSource"),
    utmMedium: text("utmMedium"),
    utmCampaign: text("utmCampaign"),
  };
  return Object.values(source).some((field) => field !== null) ? source : null;
}

/** The channel of a stored source ("newsletter / email", a host, "(direct)"), or "" without one. */
export function sourceLabelOf(value: unknown): string {
  const source = storedSource(value);
  return source ? sourceLabel(source) : "";
}

/** One line for the admin: "newsletter / email · november · landed on /", or "" without a source. */
export function sourceLine(value: unknown): string {
  const source = storedSource(value);
  if (!source) return "";
  return [sourceLabel(source), source.utmCampaign, source.landingPage ? `landed on ${source.landingPage}` : null]
    .filter((part): part is string => Boolean(part))
    .join(" · ");
}

import { measuringAllowed, sourceSharingAllowed } from "./consent";
import { cleanHost, cleanVisitSource, encodeVisitSource, leadSourceHeader, type VisitSource } from "@/lib/analytics/visit-source";

// The visit's source in the tab's sessionStorage: written on the visit's first
// page, gone when the tab closes. Browser code.

const visitKey = "site_visit";

/** The visit's source, or null before the first page was measured (or with storage off). */
export function storedVisit(): VisitSource | null {
  try {
    const raw = sessionStorage.getItem(visitKey);
    return raw ? cleanVisitSource(JSON.parse(raw) as Partial<VisitSource>) : null;
  } catch {
    return null;
  }
}

/**
 * Remembers where this visit came from, once per tab: the page it landed on, the referring
 * site's host (another site's only) and the campaign's UTM values. True when this page
 * started the visit. Nothing is kept when measuring is not allowed.
 */
export function rememberVisit(location: Location, referrer: string): boolean {
  if (!measuringAllowed()) {
    forgetVisit();
    return false;
  }
  try {
    if (sessionStorage.getItem(visitKey) !== null) return false;
    const query = new URLSearchParams(location.search);
    let referrerHost: string | null = null;
    try {
      const host = referrer ? new URL(referrer).hostname : "";
      referrerHost = host && host !== location.hostname ? cleanHost(host) : null;
    } catch {
      referrerHost = null;
    }
    const source = cleanVisitSource({
      landingPage: location.pathname,
      referrerHost,
      utmSource: query.get("utm_source"),
      utmMedium: query.get("utm_medium"),
      utmCampaign: query.get("utm_campaign"),
    });
    sessionStorage.setItem(visitKey, JSON.stringify(source ?? {}));
    return true;
  } catch {
    return false;
  }
}

/** Decline: the visit's source goes from the tab too. */
export function forgetVisit(): void {
  try {
    sessionStorage.removeItem(visitKey);
  } catch {
    // Storage disabled: nothing was kept.
  }
}

/** The header a form's request carries the visit's source in: only after Accept All. */
export function leadSourceHeaders(): Record<string, string> {
  if (!sourceSharingAllowed()) return {};
  const visit = storedVisit();
  return visit ? { [leadSourceHeader]: encodeVisitSource(visit) } : {};
}

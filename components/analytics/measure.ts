import { measuringAllowed } from "@/lib/browser/consent";
import { rememberVisit, storedVisit } from "@/lib/browser/visit-storage";
import { sendBeacon } from "./send-beacon";

// What the browser measures, loaded after hydration with the shell's deferred
// parts (components/layout/shell-overlays.client.tsx), so none of it is in a
// page's first-load JavaScript. Every call checks the visitor's choice again:
// a Decline stops the next beacon.

/** Errors one page load reports at most: a render loop must not flood the endpoint. */
const maxErrorsPerLoad = 5;
let errorsSent = 0;

/** A view of `page`: the first of the tab's visit carries where it came from. */
export function countView(page: string): void {
  if (!measuringAllowed()) return;
  const entry = rememberVisit(window.location, document.referrer);
  const visit = storedVisit();
  const source = Object.fromEntries(
    Object.entries({
      referrerHost: visit?.referrerHost,
      utmSource: visit?.utmSource,
      utmMedium: visit?.utmMedium,
      utmCampaign: visit?.utmCampaign,
    }).filter((pair): pair is [string, string] => typeof pair[1] === "string"),
  );
  sendBeacon({ kind: "view", page, entry, source });
}

/** An error by its name and digest only: never its message, which may quote what a visitor typed. */
export function countError(error: unknown, page = window.location.pathname): void {
  if (!measuringAllowed() || errorsSent >= maxErrorsPerLoad) return;
  errorsSent += 1;
  const name = error instanceof Error ? error.name : "Error";
  const digest = typeof error === "object" && error !== null && "digest" in error ? String(error.digest) : undefined;
  sendBeacon({ kind: "error", page, name, ...(digest ? { digest } : {}) });
}

/**
 * The page's Web Vitals (web-vitals, loaded here), sent once per page load when the page is hidden
 * (left, closed, or its tab switched): LCP, CLS and INP are final only then. They belong to the page
 * the document loaded (public pages link with plain links, so every page is a load of its own).
 */
export async function watchVitals(): Promise<void> {
  if (!measuringAllowed()) return;
  const page = window.location.pathname;
  const readings = new Map<string, number>();
  const sent = new Set<string>();
  const flush = () => {
    const metrics = [...readings]
      .filter(([name]) => !sent.has(name))
      .map(([name, value]) => ({ name, value: Math.round(value * 1000) / 1000 }));
    if (metrics.length === 0 || !measuringAllowed()) return;
    for (const metric of metrics) sent.add(metric.name);
    sendBeacon({ kind: "vitals", page, metrics });
  };
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import("web-vitals");
  const keep = ({ name, value }: { name: string; value: number }) => readings.set(name, value);
  for (const watch of [onCLS, onFCP, onINP, onLCP, onTTFB]) watch(keep);
  // web-vitals reports on the document's visibilitychange too; this listener is added after its own, so it
  // sends what they reported. On the document, as the browser fires the event there.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
  addEventListener("pagehide", flush);
}

const stepsCounted = new Set<number>();

/** The quote wizard's funnel: a step (1 to 4) reached, once per page load. */
export function countQuoteStep(step: number): void {
  if (!measuringAllowed() || stepsCounted.has(step)) return;
  stepsCounted.add(step);
  sendBeacon({ kind: "step", step });
}

/** Uncaught errors and unhandled rejections in the browser. */
export function watchErrors(): void {
  addEventListener("error", (event) => countError(event.error));
  addEventListener("unhandledrejection", (event) => countError(event.reason));
}

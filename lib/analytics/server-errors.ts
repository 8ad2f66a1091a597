import "server-only";
import { countError } from "./counters";
import { errorDigest, errorName } from "./beacon";

/**
 * A route as Next names it (/pricing, /[locale]/search, /api/contact); anything else is one bucket.
 * A public page's one route under app/[locale] counts as its English page (/search) for a request
 * without a language prefix, and as the translations' route (/[locale]/search) under /te or /hi.
 */
export function serverRoute(routePath: string, requestPath = ""): string {
  const translated = /^\/(te|hi)(\/|\?|$)/.test(requestPath);
  const route = routePath.startsWith("/[locale]") && !translated ? routePath.replace(/^\/\[locale\]/, "") || "/" : routePath;
  return /^\/[\w\-/[\]().@]{0,119}$/.test(route) ? route : "(other)";
}

/**
 * Counts an error a page or route handler threw (instrumentation.ts, onRequestError) by its route,
 * name and digest. Never throws: counting must not add a failure to the one being reported.
 */
export async function countServerError(error: unknown, routePath: string, requestPath?: string): Promise<void> {
  const name = error instanceof Error ? errorName(error.name) : "Error";
  const digest = typeof error === "object" && error !== null && "digest" in error ? errorDigest(String(error.digest)) : "";
  try {
    await countError({ route: serverRoute(routePath, requestPath), origin: "server", name, digest });
  } catch {
    // The database may be what failed; the error's log line stands.
  }
}

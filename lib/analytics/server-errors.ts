import "server-only";
import { countError } from "./counters";
import { errorDigest, errorName } from "./beacon";

/** A route as Next names it (/pricing, /[locale]/search, /api/contact); anything else is one bucket. */
export function serverRoute(routePath: string): string {
  return /^\/[\w\-/[\]().@]{0,119}$/.test(routePath) ? routePath : "(other)";
}

/**
 * Counts an error a page or route handler threw (instrumentation.ts, onRequestError) by its route,
 * name and digest. Never throws: counting must not add a failure to the one being reported.
 */
export async function countServerError(error: unknown, routePath: string): Promise<void> {
  const name = error instanceof Error ? errorName(error.name) : "Error";
  const digest = typeof error === "object" && error !== null && "digest" in error ? errorDigest(String(error.digest)) : "";
  try {
    await countError({ route: serverRoute(routePath), origin: "server", name, digest });
  } catch {
    // The database may be what failed; the error's log line stands.
  }
}

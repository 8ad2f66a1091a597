// What `next build` wrote about the app's pages, read from its manifests under .next: each
// page's entry and route, and the chunks it loads up front.
import { readFileSync } from "node:fs";
import path from "node:path";

export const nextDir = ".next";

export function readBuildJson<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(nextDir, file), "utf8")) as T;
}

/** Every app/ page: its entry (/[locale]/about/page) and its route (/[locale]/about), by route. */
export function appPages(): [entry: string, route: string][] {
  return Object.entries(readBuildJson<Record<string, string>>("app-path-routes-manifest.json"))
    .filter(([entry]) => entry.endsWith("/page"))
    .sort(([, a], [, b]) => a.localeCompare(b));
}

/** The framework and runtime every page loads, read once (build-manifest.json). */
let rootMainFiles: string[] | undefined;

/**
 * The JavaScript files a page loads up front, relative to .next: the root main files plus every
 * chunk of the page's tree, from its client reference manifest. Next 16 no
 * longer prints first-load sizes, so this is where they come from.
 */
export function firstLoadFiles(entry: string): string[] {
  rootMainFiles ??= readBuildJson<{ rootMainFiles: string[] }>("build-manifest.json").rootMainFiles;
  return [...new Set([...rootMainFiles, ...pageChunks(entry)])];
}

function pageChunks(entry: string): string[] {
  const manifestFile = path.join(nextDir, "server", "app", `${entry}_client-reference-manifest.js`);
  const sandbox = { globalThis: {} as { __RSC_MANIFEST?: Record<string, { entryJSFiles: Record<string, string[]> }> } };
  new Function("globalThis", readFileSync(manifestFile, "utf8"))(sandbox.globalThis);
  const manifest = sandbox.globalThis.__RSC_MANIFEST?.[entry];
  if (!manifest) throw new Error(`No client reference manifest for ${entry}`);
  // Its layouts and the page, and the boundaries around them (error, not-found, global-error),
  // which Next loads with the page though they run only when it fails: all, as the floor counts.
  return Object.values(manifest.entryJSFiles).flat();
}

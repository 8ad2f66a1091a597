// npm run check:budgets — after `next build`, for every page of the site:
// - it is prerendered unless the page registry (lib/routing/pages.ts) says why
//   it renders per request;
// - its first-load JavaScript (gzipped) stays within its budget: the root main
//   files plus every chunk the page's layouts and page load up front
//   (scripts/build-manifests.ts);
// - a prerendered page's HTML fits the first round trip (htmlBudget), or the
//   ceiling the registry allows it, with its reason.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { cataloguePages, htmlBudget, sitePages, type HtmlAllowance, type SitePage } from "@/lib/routing/pages";
import { addressOf } from "@/lib/i18n/locales";
import { appPages, firstLoadFiles, nextDir, readBuildJson } from "./build-manifests";

/**
 * A bare two-route Next.js 16 + Tailwind v4 app loads about 132 KB of gzipped
 * first-load JavaScript. Content pages may use
 * 10% more; the quote wizard, the largest client component, 35% more. The
 * contact and careers forms sit between (our choice: 15%): field-by-field
 * errors, focus handling and the resume checks run in the browser.
 */
const bareAppKb = 132;
const jsBudgetKb: Record<NonNullable<SitePage["clientWeight"]> | "content", number> = {
  content: bareAppKb * 1.1,
  form: bareAppKb * 1.15,
  wizard: bareAppKb * 1.35,
};

/** The registry's page for an app/ route: its own entry, or a parent's that covers its subpaths. */
function registryPageOf(route: string): SitePage | undefined {
  // /studio/[[...tool]] answers at /studio; a public page's route (/[locale]/blog) renders as its English page.
  const base = route.replace(/\/\[\[\.\.\.\w+\]\]$/, "").replace(/^\/\[locale\](?=\/)/, "");
  return sitePages.find((page) => page.path === base || (page.withSubpaths && base.startsWith(`${page.path}/`)));
}

const prerender = readBuildJson<{ routes: Record<string, { srcRoute?: string | null }>; dynamicRoutes: Record<string, unknown> }>(
  "prerender-manifest.json",
);

const gzipCache = new Map<string, number>();
function gzippedBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(nextDir, file))).byteLength;
    gzipCache.set(file, size);
  }
  return size;
}

const kb = (bytes: number) => bytes / 1024;
const problems: string[] = [];

// First-load JavaScript and rendering, per app/ page. The admin and its
// sign-in are the agency's own tools, not visitors' pages: not budgeted. The
// Studio's page is held to a content page's (its own bundle is reported below).
console.log("Route".padEnd(46), "Rendering".padEnd(10), "First-load JS (gzip)".padStart(21), "Budget".padStart(8));
for (const [entry, route] of appPages()) {
  if (route.startsWith("/_")) continue; // Next's own 404 and error pages
  const page = registryPageOf(route);
  const fromCatalogue = cataloguePages.find((catalogue) => catalogue.route === route);
  if (!page && !fromCatalogue) {
    problems.push(`${route}: not in the page registry (lib/routing/pages.ts)`);
    continue;
  }
  if (page?.visibility === "private" && page.path !== "/studio") continue;
  const isStatic = route in prerender.routes || route in prerender.dynamicRoutes;
  const firstLoadKb = kb(firstLoadFiles(entry).reduce((sum, file) => sum + gzippedBytes(file), 0));
  const budgetKb = jsBudgetKb[(page?.path === route && page.clientWeight) || fromCatalogue?.clientWeight || "content"];
  if (!isStatic && !page?.perRequestBecause) problems.push(`${route}: rendered per request but could be prerendered`);
  if (firstLoadKb > budgetKb)
    problems.push(`${route}: first-load JS ${firstLoadKb.toFixed(1)} KB over the ${budgetKb.toFixed(0)} KB budget`);
  const note = isStatic ? "" : `  (${page?.perRequestBecause})`;
  console.log(
    route.padEnd(46),
    (isStatic ? "static" : "dynamic").padEnd(10),
    `${firstLoadKb.toFixed(1)} KB`.padStart(21),
    `${budgetKb.toFixed(0)} KB`.padStart(8),
    note,
  );
}

// The HTML of every prerendered page (the global 404 included), gzipped at
// level 6 as `next start` sends it, and unpacked.
console.log(`\n${"Prerendered page".padEnd(46)} ${"HTML gzip".padStart(10)} ${"raw".padStart(9)}   budget (gzip / raw)`);
for (const [route, { srcRoute }] of Object.entries(prerender.routes).sort(([a], [b]) => a.localeCompare(b))) {
  const file = path.join(nextDir, "server", "app", `${route === "/" ? "/index" : route}.html`);
  if (route === "/_global-error" || !existsSync(file)) continue; // images, robots.txt; Next's bare error page
  const html = readFileSync(file);
  const gzipKb = kb(gzipSync(html, { level: 6 }).byteLength);
  const rawKb = kb(html.byteLength);
  // An English page (/en/about) is judged at its address (/about), by the English page's
  // entries; a Telugu or Hindi one by its route's (/[locale]/about).
  const address = addressOf(route);
  const english = address !== route;
  const ownTemplate = srcRoute && srcRoute !== route ? srcRoute : route;
  const template = english ? addressOf(ownTemplate.replace(/^\/\[locale\]/, "/en")) : ownTemplate;
  const allowance: HtmlAllowance | undefined =
    registryPageOf(address)?.htmlAllowance ?? cataloguePages.find((catalogue) => catalogue.route === template)?.htmlAllowance;
  const limit = allowance ?? htmlBudget;
  if (gzipKb > limit.gzipKb || rawKb > limit.rawKb) {
    problems.push(`${address}: HTML ${gzipKb.toFixed(1)} KB gzip / ${rawKb.toFixed(0)} KB raw, over ${limit.gzipKb} / ${limit.rawKb} KB`);
  }
  const note = allowance
    ? `${allowance.gzipKb} / ${allowance.rawKb} KB allowed: ${allowance.because}`
    : `${htmlBudget.gzipKb} / ${htmlBudget.rawKb} KB`;
  console.log(address.padEnd(46), `${gzipKb.toFixed(1)} KB`.padStart(10), `${rawKb.toFixed(0)} KB`.padStart(9), `  ${note}`);
}

if (problems.length > 0) {
  console.error("\nBudget check failed:");
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log("\nEvery page within its budgets.");
reportStudioBundle();

/**
 * The Studio's own bundle (scripts/build-studio.ts), which /studio alone
 * loads: reported, not budgeted; it is the editors' tool, not a visitor's page.
 */
function reportStudioBundle(): void {
  const file = path.join("public", "studio-app", "studio.js");
  if (!existsSync(file)) return;
  const bytes = readFileSync(file);
  console.log(
    `/studio also loads the Studio (${path.relative(".", file)}): ${(gzipSync(bytes).byteLength / 1024).toFixed(0)} KB gzipped, ${(bytes.byteLength / 1024 / 1024).toFixed(1)} MB unpacked; no other page does.`,
  );
}

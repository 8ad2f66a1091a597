// npm run check:budgets — after `next build`: every public page must be
// prerendered unless it truly needs request data, and each page's first-load
// JavaScript (gzipped) must stay within its budget. Next 16 no longer prints
// first-load sizes, so they are computed from the build manifests: the root
// main files plus every chunk the page's layouts and page load up front.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const nextDir = ".next";

/**
 * A bare two-route Next.js 16 + Tailwind v4 app loads about 132 KB of gzipped
 * JavaScript on this machine (the measurement). Content pages may use
 * 10% more; the quote wizard, the largest client component, 35% more. The
 * contact and careers forms sit between (our choice: 15%): field-by-field
 * errors, focus handling and the resume checks run in the browser.
 */
const bareAppKb = 132;
const budgetsKb: Record<string, number> = {
  "/quote": bareAppKb * 1.35,
  "/contact": bareAppKb * 1.15,
  "/careers": bareAppKb * 1.15,
  // The embedded Studio's page: Next's part is a content page's; the Studio
  // itself is a bundle of its own (public/studio-app, reported below).
  "/studio/[[...tool]]": bareAppKb * 1.1,
};
const defaultBudgetKb = bareAppKb * 1.1;

/** Public pages that need request data, and why; any other dynamic page fails. */
const dynamicAllowed: Record<string, string> = {
  "/search": "renders results for ?q=, a request value",
  "/blog": "content changes between builds; per request, its scripts carry a nonce",
  "/blog/[slug]": "content changes between builds; per request, its scripts carry a nonce",
  "/studio/[[...tool]]": "reads the project id at run time; per request, its scripts carry a nonce",
};

/** Not public pages: the admin, the sign-in, Next's internals. */
const notPublic = (route: string) => route.startsWith("/admin") || route === "/login" || route.startsWith("/_") || route.startsWith("/api");

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(nextDir, file), "utf8")) as T;
}

const appPaths = readJson<Record<string, string>>("app-path-routes-manifest.json");
const prerender = readJson<{ routes: Record<string, unknown>; dynamicRoutes: Record<string, unknown> }>("prerender-manifest.json");
const buildManifest = readJson<{ rootMainFiles: string[] }>("build-manifest.json");

const gzipCache = new Map<string, number>();
function gzippedBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(nextDir, file))).byteLength;
    gzipCache.set(file, size);
  }
  return size;
}

/** The chunks a page loads up front, from its client reference manifest. */
function pageChunks(entry: string): string[] {
  const manifestFile = path.join(nextDir, "server", "app", `${entry}_client-reference-manifest.js`);
  const sandbox = { globalThis: {} as { __RSC_MANIFEST?: Record<string, { entryJSFiles: Record<string, string[]> }> } };
  new Function("globalThis", readFileSync(manifestFile, "utf8"))(sandbox.globalThis);
  const manifest = sandbox.globalThis.__RSC_MANIFEST?.[entry];
  if (!manifest) throw new Error(`No client reference manifest for ${entry}`);
  // The page's own entry and every layout above it (app/layout, app/(site)/layout, ...).
  const segments = entry.replace(/\/page$/, "").split("/");
  const owners = new Set([`[project]/app${entry}`]);
  for (let depth = 0; depth <= segments.length; depth += 1) owners.add(`[project]/app${segments.slice(0, depth).join("/")}/layout`);
  return Object.entries(manifest.entryJSFiles).flatMap(([owner, files]) => (owners.has(owner) ? files : []));
}

interface Row {
  route: string;
  rendering: "static" | "dynamic";
  firstLoadKb: number;
  budgetKb: number;
  problems: string[];
}

const rows: Row[] = [];
for (const [entry, route] of Object.entries(appPaths)) {
  if (!entry.endsWith("/page") || notPublic(route)) continue;
  const isStatic = route in prerender.routes || route in prerender.dynamicRoutes;
  const files = new Set([...buildManifest.rootMainFiles, ...pageChunks(entry)]);
  const firstLoadKb = [...files].reduce((sum, file) => sum + gzippedBytes(file), 0) / 1024;
  const budgetKb = budgetsKb[route] ?? defaultBudgetKb;
  const problems: string[] = [];
  if (!isStatic && !(route in dynamicAllowed)) problems.push("rendered per request but could be prerendered");
  if (firstLoadKb > budgetKb) problems.push(`first-load JS ${firstLoadKb.toFixed(1)} KB over the ${budgetKb.toFixed(0)} KB budget`);
  rows.push({ route, rendering: isStatic ? "static" : "dynamic", firstLoadKb, budgetKb, problems });
}

rows.sort((a, b) => a.route.localeCompare(b.route));
console.log("Route".padEnd(46), "Rendering".padEnd(10), "First-load JS (gzip)".padStart(21), "Budget".padStart(8));
for (const row of rows) {
  const note = row.rendering === "dynamic" && dynamicAllowed[row.route] ? `  (${dynamicAllowed[row.route]})` : "";
  console.log(row.route.padEnd(46), row.rendering.padEnd(10), `${row.firstLoadKb.toFixed(1)} KB`.padStart(21), `${row.budgetKb.toFixed(0)} KB`.padStart(8), note);
}
const failures = rows.filter((row) => row.problems.length > 0);
if (failures.length > 0) {
  console.error("\nBudget check failed:");
  for (const row of failures) console.error(`  ${row.route}: ${row.problems.join("; ")}`);
  process.exit(1);
}
console.log(`\nAll ${rows.length} public pages within budget.`);
reportStudioBundle();

/**
 * The Studio's own bundle (scripts/build-studio.ts), which /studio alone
 * loads: reported, not budgeted; it is the editors' tool, not a visitor's page.
 */
function reportStudioBundle(): void {
  const file = path.join("public", "studio-app", "studio.js");
  if (!existsSync(file)) return;
  const bytes = readFileSync(file);
  console.log(`/studio also loads the Studio (${path.relative(".", file)}): ${(gzipSync(bytes).byteLength / 1024).toFixed(0)} KB gzipped, ${(bytes.byteLength / 1024 / 1024).toFixed(1)} MB unpacked; no other page does.`);
}

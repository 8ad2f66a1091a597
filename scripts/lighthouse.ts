// npm run lighthouse — Lighthouse (mobile, its default config) over every public
// route of a server that is already running: it starts none itself. Point it
// with LIGHTHOUSE_BASE_URL (default http://127.0.0.1:3100), ideally a production
// server (`next start`), since a dev server's scores mean little. Routes run one
// after another, each in a fresh Chromium, so runs do not compete for the CPU.
// Prints a table of scores and writes HTML and JSON reports to lighthouse-reports/.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { publicRoutes } from "../e2e/helpers/routes";

const baseUrl = (process.env.LIGHTHOUSE_BASE_URL || "http://127.0.0.1:3100").replace(/\/+$/, "");
const chromePath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const reportDir = "lighthouse-reports";

// Headless without the background traffic (updates, sync) that would skew the network figures.
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const categories = [
  ["performance", "Performance"],
  ["accessibility", "Accessibility"],
  ["best-practices", "Best practices"],
  ["seo", "SEO"],
] as const;

type Scores = Record<(typeof categories)[number][0], number | null>;

/** "/" → "home", "/search?q=video" → "search-q-video": one report file name per route. */
function reportName(route: string): string {
  return route.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
}

async function audit(route: string): Promise<Scores> {
  const chrome = await launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(`${baseUrl}${route}`, { port: chrome.port, output: ["html", "json"], logLevel: "error" });
    if (!result) throw new Error(`Lighthouse returned no result for ${route}`);
    const [html, json] = result.report;
    const name = reportName(route);
    if (html) writeFileSync(path.join(reportDir, `${name}.html`), html);
    if (json) writeFileSync(path.join(reportDir, `${name}.json`), json);
    if (result.lhr.runtimeError) console.error(`${route}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    const score = (id: string) => {
      const value = result.lhr.categories[id]?.score;
      return typeof value === "number" ? Math.round(value * 100) : null;
    };
    return Object.fromEntries(categories.map(([id]) => [id, score(id)])) as Scores;
  } finally {
    chrome.kill();
  }
}

function printTable(rows: { route: string; scores: Scores }[]) {
  const header = ["Route", ...categories.map(([, label]) => label)];
  const cells = rows.map(({ route, scores }) => [route, ...categories.map(([id]) => String(scores[id] ?? "n/a"))]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((row) => (row[column] ?? "").length)));
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`);
  for (const row of cells) console.log(line(row));
}

async function main() {
  mkdirSync(reportDir, { recursive: true });
  const rows: { route: string; scores: Scores }[] = [];
  // LIGHTHOUSE_ROUTES="/a,/b" reruns a few routes after a fix.
  const routes =
    process.env.LIGHTHOUSE_ROUTES?.split(",")
      .map((route) => route.trim())
      .filter(Boolean) ?? publicRoutes;
  for (const route of routes) {
    process.stderr.write(`Lighthouse ${baseUrl}${route}\n`);
    rows.push({ route, scores: await audit(route) });
  }
  printTable(rows);
  console.log(`\nReports: ${reportDir}/ (HTML and JSON per route)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

// What a deployment must hold, judged from Vercel's Build Output
// (scripts/deploy/build-output.ts): each check returns the problems it found, one
// readable line each; npm run check:deploy fails on any.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { addressOf, prefixedLocales, routePath } from "@/lib/i18n/locales";
import { pageNotFoundPath } from "@/lib/routing/not-found-segment";
import { notFoundScreens } from "@/lib/routing/not-found-screens";
import { inlineScriptHashes } from "@/lib/security/inline-script-pins";
import { deservesEagerCompileHint, hasEagerCompileHint } from "../eager-compile-hint";
import type { BuildOutput } from "./build-output";

export const requiredRuntime = "nodejs24.x";
/** Mumbai: next to Indian visitors and the managed Postgres. */
export const requiredRegion = "bom1";

export type VercelPlan = "hobby" | "pro";

/** The sweep that sends waiting mail (app/api/cron/outbox): a mail that failed waits for its next run. */
export const outboxSweepPath = "/api/cron/outbox";
/** The longest a failed mail may wait for the sweep, in minutes. */
export const outboxSweepMaxMinutes = 10;

export interface DeployCheckOptions {
  /** The plan the runbook (docs/deploy.md) names as the minimum. */
  minimumPlan: VercelPlan;
  /** Values of secrets present while building; none may reach a file of the output. */
  secretValues: string[];
}

export function checkBuildOutput(output: BuildOutput, options: DeployCheckOptions): string[] {
  return [
    ...checkPinnedScripts(output),
    ...checkEagerCompileHints(output),
    ...checkProxyScope(output),
    ...checkNotFoundScreens(output),
    ...checkRuntimeAndRegion(output),
    ...checkPlan(options.minimumPlan),
    ...checkCrons(output),
    ...checkOutboxSweep(output),
    ...checkBundles(output, options.secretValues),
  ];
}

/**
 * Every HTML file Vercel serves as is must allow exactly its own inline
 * scripts by hash, in a policy placed before the first script. A nonce written
 * into a file is the same for every visitor, so it protects nothing here.
 */
export function checkPinnedScripts(output: BuildOutput): string[] {
  if (output.pages.length === 0)
    return ["no prerendered HTML in the Build Output: the pages were not built, or not where Vercel reads them"];
  return output.pages.flatMap(({ file, html }) => {
    const hashes = inlineScriptHashes(html);
    if (hashes.length === 0) return [];
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"[^>]*>/.exec(html);
    if (!meta) return [`${file}: ${hashes.length} inline scripts and no pinned-scripts policy`];
    if (meta.index > html.indexOf("<script")) return [`${file}: a script comes before its pinned-scripts policy`];
    const pinned = new Set(meta[1]?.match(/'sha256-[A-Za-z0-9+/=]+'/g)?.map((source) => source.slice(1, -1)));
    const unpinned = hashes.filter((hash) => !pinned.has(hash));
    return unpinned.length > 0 ? [`${file}: ${unpinned.length} inline scripts not pinned by hash`] : [];
  });
}

/**
 * Every script a prerendered page loads up front, but the smallest, begins with
 * the eager-compile hint (scripts/hint-first-load-chunks.ts), in the files Vercel
 * serves: without it a phone compiles that code in the hydration task. The
 * polyfills (`noModule`) run only in browsers without the hint.
 */
export function checkEagerCompileHints(output: BuildOutput): string[] {
  const loaders = new Map<string, number>();
  for (const { html } of output.pages) {
    for (const [, attributes = ""] of html.matchAll(/<script\b([^>]*)>/g)) {
      const src = /\ssrc="(\/_next\/static\/[^"?]+\.js)[^"]*"/.exec(attributes)?.[1];
      if (src && !/\snoModule\b/i.test(attributes)) loaders.set(src, (loaders.get(src) ?? 0) + 1);
    }
  }
  return [...loaders].flatMap(([src, pages]) => {
    const file = path.join(output.staticDir, src);
    if (!existsSync(file)) return [`${src}, loaded by ${pages} prerendered pages, is not in static/`];
    const source = readFileSync(file, "utf8");
    return hasEagerCompileHint(source) || !deservesEagerCompileHint(source)
      ? []
      : [`${src}, loaded up front by ${pages} prerendered pages, lacks the eager-compile hint`];
  });
}

/**
 * On Vercel the proxy is a function in front of every path it matches: none may
 * be a prerendered page's address. The proxy is matched against the address a
 * visitor asks for, before next.config.ts rewrites it: an English page's file
 * (/en/about) answers at its address (/about), so that is the path judged.
 */
export function checkProxyScope(output: BuildOutput): string[] {
  return output.proxySources.flatMap((source) => {
    const matcher = new RegExp(source);
    return output.prerenderedPaths
      .map(addressOf)
      .filter((address) => matcher.test(address))
      .map((address) => `the proxy runs before the prerendered page ${address} (matcher ${source})`);
  });
}

/**
 * The proxy answers unknown service and resource ids with these prerendered
 * screens (lib/routing/not-found-screens.ts), and next.config.ts unknown
 * Telugu and Hindi addresses with their language's 404: they must exist and
 * answer 404, or every such address would be a page to search engines.
 */
export function checkNotFoundScreens(output: BuildOutput): string[] {
  // A section's screen is prerendered by its English route (app/[locale], /en/services/not-found), which serves its address.
  const screens = [...Object.values(notFoundScreens).map((screen) => routePath("en", screen)), ...prefixedLocales.map(pageNotFoundPath)];
  return screens.flatMap((route) => {
    const status = output.prerenderStatuses.get(route);
    const screen = addressOf(route);
    if (status === undefined) return [`the not-found screen ${screen} is not prerendered`];
    return status === 404 ? [] : [`the not-found screen ${screen} answers ${status}, not 404`];
  });
}

export function checkRuntimeAndRegion(output: BuildOutput): string[] {
  const problems = output.functions
    .filter((fn) => fn.runtime !== requiredRuntime)
    .map((fn) => `function ${fn.name} runs on ${fn.runtime}, not ${requiredRuntime}`);
  const regionProblem = (where: string, regions: string[] | undefined) =>
    regions?.length === 1 && regions[0] === requiredRegion
      ? []
      : [`${where} runs in ${regions?.join(", ") || "the default region (iad1)"}, not ${requiredRegion}`];
  problems.push(...regionProblem("the deployment (vercel.json regions)", output.regions));
  for (const fn of output.functions) if (fn.regions) problems.push(...regionProblem(`function ${fn.name}`, fn.regions));
  return problems;
}

/**
 * The runbook's line "Minimum Vercel plan: **Pro**" (docs/deploy.md), or null
 * when it names none.
 */
export function declaredPlan(runbook: string): VercelPlan | null {
  const plan = /Minimum Vercel plan: \*\*(Hobby|Pro)\*\*/.exec(runbook)?.[1];
  return plan === undefined ? null : plan === "Hobby" ? "hobby" : "pro";
}

/**
 * Vercel's fair-use policy keeps Hobby for non-commercial use and counts
 * taking payments and advertising services as commercial. The site does both.
 */
export function checkPlan(plan: VercelPlan): string[] {
  return plan === "pro"
    ? []
    : [
        "the runbook names Hobby as the minimum plan, but Hobby is for non-commercial use and this site takes payments and sells services: it needs Pro",
      ];
}

const cronFields = [
  { name: "minute", min: 0, max: 59 },
  { name: "hour", min: 0, max: 23 },
  { name: "day of month", min: 1, max: 31 },
  { name: "month", min: 1, max: 12 },
  { name: "day of week", min: 0, max: 7 },
] as const;

/**
 * Pro runs a cron at most once a minute, the finest a five-field expression
 * can say, so what is left to judge is the expression: five fields of numbers,
 * ranges, lists and steps within each field's bounds (Vercel takes no names
 * such as MON or JAN, and no seconds).
 */
export function checkCrons(output: Pick<BuildOutput, "crons">): string[] {
  return output.crons.flatMap(({ path: cronPath, schedule }) => {
    const fields = schedule.trim().split(/\s+/);
    if (fields.length !== cronFields.length) return [`cron ${cronPath} "${schedule}" has ${fields.length} fields, not 5`];
    const wrong = cronFields.filter((field, index) => !validCronField(fields[index] ?? "", field.min, field.max));
    return wrong.length === 0 ? [] : [`cron ${cronPath} "${schedule}" has an invalid ${wrong.map((field) => field.name).join(", ")}`];
  });
}

function validCronField(field: string, min: number, max: number): boolean {
  const inRange = (value: string) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max;
  return field.split(",").every((part) => {
    const [range = "", step, ...rest] = part.split("/");
    if (rest.length > 0 || (step !== undefined && (!/^\d+$/.test(step) || Number(step) === 0))) return false;
    if (range === "*") return true;
    const [from = "", to, ...more] = range.split("-");
    return more.length === 0 && inRange(from) && (to === undefined || (inRange(to) && Number(to) >= Number(from)));
  });
}

/**
 * A mail that could not be sent waits for the next sweep: it must run at least
 * every `outboxSweepMaxMinutes` minutes, every hour of every day.
 */
export function checkOutboxSweep(output: Pick<BuildOutput, "crons">): string[] {
  const sweeps = output.crons.filter((cron) => cron.path === outboxSweepPath);
  if (sweeps.length === 0) return [`no cron runs the outbox sweep ${outboxSweepPath}: a mail that failed would never be sent again`];
  const often = sweeps.some(({ schedule }) => {
    const [minute = "", ...rest] = schedule.trim().split(/\s+/);
    const step = /^\*(?:\/(\d+))?$/.exec(minute);
    return step !== null && Number(step[1] ?? 1) <= outboxSweepMaxMinutes && rest.length === 4 && rest.every((field) => field === "*");
  });
  return often
    ? []
    : [
        `the outbox sweep ${outboxSweepPath} runs "${sweeps.map((cron) => cron.schedule).join('", "')}": a failed mail would wait longer than ${outboxSweepMaxMinutes} minutes (schedule it "*/${outboxSweepMaxMinutes} * * * *")`,
      ];
}

/**
 * No function may carry the test stand-ins (test/), the build scripts (scripts/) or an .env file, and
 * no deployed file may hold the value of a secret that was set while building.
 * Which modules a bundle holds comes from its source map.
 */
export function checkBundles(output: BuildOutput, secretValues: string[]): string[] {
  const problems: string[] = [];
  const filesOf = new Map<string, string[]>();
  for (const fn of output.functions) {
    for (const file of fn.files) filesOf.set(file, [...(filesOf.get(file) ?? []), fn.name]);
  }
  for (const [file, functions] of filesOf) {
    const where = `${path.basename(file)} (in ${functions[0]}${functions.length > 1 ? ` and ${functions.length - 1} more` : ""})`;
    if (/^\.env(?!\.example$)/.test(path.basename(file))) problems.push(`${where} is an environment file`);
    for (const source of testModulesIn(file)) problems.push(`${where} bundles ${source}`);
  }
  const secrets = secretValues.filter((value) => value.length >= 8);
  for (const file of [...filesOf.keys(), ...output.staticFiles]) {
    if (secrets.length === 0 || !existsSync(file) || !statSync(file).isFile()) continue;
    const content = readFileSync(file, "latin1");
    if (secrets.some((secret) => content.includes(secret))) problems.push(`${file} holds the value of a build-time secret`);
  }
  return problems;
}

function testModulesIn(file: string): string[] {
  // The project's own test/ and scripts/ folders, as a source map names them
  // (relative to the chunk) or as a function folder holds them; a package's
  // test/ folder in node_modules is not ours to judge.
  const isTestOnly = (source: string) => /^(\.\.\/)*(test|scripts)\//.test(source) || /\.(int\.)?test\.tsx?$/.test(source);
  if (/\.func\/(test|scripts)\//.test(file)) return [file];
  const map = `${file}.map`;
  if (!file.endsWith(".js") || !existsSync(map)) return [];
  return sourcesOf(JSON.parse(readFileSync(map, "utf8")) as SourceMap).filter(isTestOnly);
}

interface SourceMap {
  sources?: string[];
  sections?: { map?: SourceMap }[];
}

function sourcesOf(map: SourceMap): string[] {
  return [...(map.sources ?? []), ...(map.sections ?? []).flatMap((section) => (section.map ? sourcesOf(section.map) : []))];
}

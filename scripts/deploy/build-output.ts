// Reads Vercel's Build Output (`vercel build` writes it to .vercel/output) into
// the few facts the deploy check judges: the HTML Vercel will serve as is, the
// paths it serves from its prerender cache, the paths the proxy runs for, each
// function's runtime, regions and files, and the crons. Format:
// https://vercel.com/docs/build-output-api/v3
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export interface BuildOutput {
  /** Every HTML file served without a function: static/ and prerendered fallbacks. */
  pages: { file: string; html: string }[];
  /** The folder static/, where the file of a URL path served as is lies (absolute). */
  staticDir: string;
  /** Every file served to browsers as is (static/): a secret here is public. */
  staticFiles: string[];
  /** URL paths answered from the prerender cache or static files. */
  prerenderedPaths: string[];
  /** The status each path of the prerender cache answers with (its `initialStatus`, else 200). */
  prerenderStatuses: Map<string, number>;
  /** Regular expressions (Vercel route `src`) of the paths that run the proxy/middleware function. */
  proxySources: string[];
  /** The same, as written in proxy.ts's matcher. */
  proxyMatchers: string[];
  functions: BuildFunction[];
  /** The deployment's regions (vercel.json); functions may narrow them in their own config. */
  regions: string[] | undefined;
  crons: { path: string; schedule: string }[];
}

export interface BuildFunction {
  name: string;
  runtime: string;
  regions: string[] | undefined;
  /** Absolute paths of the files deployed with it. */
  files: string[];
}

interface FunctionConfig {
  runtime?: string;
  regions?: string[];
  filePathMap?: Record<string, string>;
}

interface OutputConfig {
  routes?: { src?: string; middlewarePath?: string; middlewareRawSrc?: string[] }[];
  crons?: { path: string; schedule: string }[];
}

export function readBuildOutput(projectDir: string): BuildOutput {
  const outputDir = path.join(projectDir, ".vercel", "output");
  const config = readJson<OutputConfig>(path.join(outputDir, "config.json"));
  const vercelJson = path.join(projectDir, "vercel.json");
  const regions = existsSync(vercelJson) ? readJson<{ regions?: string[] }>(vercelJson).regions : undefined;
  const staticDir = path.join(outputDir, "static");
  const functionsDir = path.join(outputDir, "functions");

  const staticPages = filesUnder(staticDir).filter((file) => file.endsWith(".html"));
  const fallbackPages = filesUnder(functionsDir).filter((file) => file.endsWith(".prerender-fallback.html"));
  const prerenderStatuses = new Map(
    filesUnder(functionsDir)
      .filter((file) => file.endsWith(".prerender-config.json") && !file.endsWith(".rsc.prerender-config.json"))
      .map((file) => [urlPath(path.relative(functionsDir, file).replace(/\.prerender-config\.json$/, "")), file] as const)
      .filter(([route]) => !route.startsWith("/_"))
      .map(([route, file]) => [route, readJson<{ initialStatus?: number }>(file).initialStatus ?? 200]),
  );
  const prerenderedPaths = [
    ...staticPages.map((file) => urlPath(path.relative(staticDir, file).replace(/\.html$/, ""))),
    ...prerenderStatuses.keys(),
  ];

  return {
    staticDir,
    staticFiles: filesUnder(staticDir),
    pages: [...staticPages, ...fallbackPages].map((file) => ({ file: path.relative(outputDir, file), html: readFileSync(file, "utf8") })),
    prerenderedPaths,
    prerenderStatuses,
    proxySources: (config.routes ?? []).flatMap((route) => (route.middlewarePath && route.src ? [route.src] : [])),
    proxyMatchers: (config.routes ?? []).flatMap((route) => (route.middlewarePath ? (route.middlewareRawSrc ?? []) : [])),
    functions: functionDirs(functionsDir).map((dir) => readFunction(projectDir, functionsDir, dir)),
    regions,
    crons: config.crons ?? [],
  };
}

function readFunction(projectDir: string, functionsDir: string, dir: string): BuildFunction {
  const config = readJson<FunctionConfig>(path.join(dir, ".vc-config.json"));
  // A local build lists the project files a function takes (filePathMap) instead of copying them.
  const mapped = Object.values(config.filePathMap ?? {}).map((file) => path.resolve(projectDir, file));
  const own = filesUnder(dir).filter((file) => path.basename(file) !== ".vc-config.json");
  return {
    name: path.relative(functionsDir, dir).replace(/\.func$/, ""),
    runtime: config.runtime ?? "unknown",
    regions: config.regions,
    files: [...new Set([...mapped, ...own])],
  };
}

/** `index` is `/`; `about` is `/about`; `services/web` is `/services/web`. */
function urlPath(name: string): string {
  const route = `/${name.split(path.sep).join("/")}`;
  return route === "/index" ? "/" : route.replace(/\/index$/, "");
}

/** The *.func directories (symbolic links to shared ones included, once each). */
function functionDirs(functionsDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.name.endsWith(".func")) found.push(full);
      else if (entry.isDirectory()) walk(full);
    }
  };
  if (existsSync(functionsDir)) walk(functionsDir);
  return found.sort();
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, "utf8")) as T;
}

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { pinInlineScripts } from "@/lib/security/inline-script-pins";
import { withEagerCompileHint } from "../eager-compile-hint";
import { readBuildOutput } from "./build-output";
import { checkBuildOutput, checkCrons, checkOutboxSweep, declaredPlan, type DeployCheckOptions } from "./deploy-checks";

// Each check made to fail on a small Build Output written the way `vercel
// build` writes it (.vercel/output), beside a project of three files.

const page =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><script src="/_next/static/chunks/app.js" async=""></script><script>self.__next_f=[]</script></head><body><script>self.__next_f.push([1,"x"])</script></body></html>';
// A first-load chunk large enough for the eager-compile hint.
const code = "console.log(1);".repeat(1200);
const chunk = withEagerCompileHint(code);
const pinned = pinInlineScripts(page).html;
// What Vercel writes for proxy.ts's matcher; `everyPage` is the old one, which covered every page.
const adminOnly =
  "^(?:\\/(_next\\/data\\/[^/]{1,}))?\\/admin(?:\\/((?:[^\\/#\\?]+?)(?:\\/(?:[^\\/#\\?]+?))*))?(\\.json|\\.rsc)?[\\/#\\?]?$";
const everyPage =
  "^(?:\\/(_next\\/data\\/[^/]{1,}))?(?:\\/((?!api\\/|_next\\/static|_next\\/image|favicon.ico).*))(\\.json|\\.rsc)?[\\/#\\?]?$";
// The proxy's redirect of the English pages' routes (/en/about) to their addresses.
const englishRoutes =
  "^(?:\\/(_next\\/data\\/[^/]{1,}))?\\/en(?:\\/((?:[^\\/#\\?]+?)(?:\\/(?:[^\\/#\\?]+?))*))?(\\.json|\\.rsc)?[\\/#\\?]?$";
// What Vercel writes for a matcher naming an English page's address.
const aboutPage = "^(?:\\/(_next\\/data\\/[^/]{1,}))?\\/about(\\.json|\\.rsc)?[\\/#\\?]?$";
const options: DeployCheckOptions = { minimumPlan: "pro", secretValues: ["canary-cron-secret-0123456789"] };

interface Fixture {
  proxy?: string;
  crons?: { path: string; schedule: string }[];
  runtime?: string;
  regions?: string[] | null;
  functionRegions?: string[];
  homeHtml?: string;
  notFoundHtml?: string;
  chunkSources?: string[];
  extraFunctionFile?: [name: string, content: string];
  staticAsset?: string;
  /** The status the not-found screens are prerendered with; null leaves them out. */
  notFoundScreenStatus?: number | null;
}

const projects: string[] = [];
afterEach(() => {
  for (const dir of projects.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function problemsOf(fixture: Fixture = {}, checkOptions = options): string[] {
  const project = mkdtempSync(path.join(tmpdir(), "build-output-"));
  projects.push(project);
  const output = path.join(project, ".vercel", "output");
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  };
  if (fixture.regions !== null) write(path.join(project, "vercel.json"), JSON.stringify({ regions: fixture.regions ?? ["bom1"] }));
  write(path.join(project, ".next/server/chunks/page.js"), "module.exports = 1");
  write(
    path.join(project, ".next/server/chunks/page.js.map"),
    JSON.stringify({ version: 3, sources: fixture.chunkSources ?? ["../../../lib/db.ts"] }),
  );
  write(
    path.join(output, "config.json"),
    JSON.stringify({
      version: 3,
      routes: [{ src: fixture.proxy ?? adminOnly, middlewarePath: "/_middleware", middlewareRawSrc: ["/admin/:path*"], continue: true }],
      crons: fixture.crons ?? [{ path: "/api/cron/outbox", schedule: "*/10 * * * *" }],
    }),
  );
  for (const name of ["index", "about", "_middleware"]) {
    write(
      path.join(output, "functions", `${name}.func`, ".vc-config.json"),
      JSON.stringify({
        runtime: fixture.runtime ?? "nodejs24.x",
        ...(fixture.functionRegions ? { regions: fixture.functionRegions } : {}),
        filePathMap: { ".next/server/chunks/page.js": ".next/server/chunks/page.js" },
      }),
    );
  }
  if (fixture.extraFunctionFile)
    write(path.join(output, "functions", "about.func", fixture.extraFunctionFile[0]), fixture.extraFunctionFile[1]);
  // The English pages are prerendered by their routes under app/[locale] (/en, /en/about), the others under their prefix.
  for (const [name, html] of [
    ["en", fixture.homeHtml ?? pinned],
    ["en/about", pinned],
    ["te/about", pinned],
  ] as const) {
    write(path.join(output, "functions", `${name}.prerender-config.json`), "{}");
    write(path.join(output, "functions", `${name}.prerender-fallback.html`), html);
  }
  if (fixture.notFoundScreenStatus !== null) {
    for (const name of ["en/services/not-found", "en/resources/not-found/not-found", "te/not-found", "hi/not-found"]) {
      write(
        path.join(output, "functions", `${name}.prerender-config.json`),
        JSON.stringify({ initialStatus: fixture.notFoundScreenStatus ?? 404 }),
      );
      write(path.join(output, "functions", `${name}.prerender-fallback.html`), pinned);
    }
  }
  write(path.join(output, "static", "404.html"), fixture.notFoundHtml ?? pinned);
  write(path.join(output, "static", "_next", "static", "chunks", "app.js"), fixture.staticAsset ?? chunk);
  return checkBuildOutput(readBuildOutput(project), checkOptions);
}

describe("checkBuildOutput", () => {
  it("passes a Build Output that keeps every promise", () => {
    expect(problemsOf()).toEqual([]);
  });

  it("fails a prerendered page or 404.html with an inline script not pinned by hash", () => {
    expect(problemsOf({ homeHtml: page })).toEqual(["functions/en.prerender-fallback.html: 2 inline scripts and no pinned-scripts policy"]);
    expect(problemsOf({ notFoundHtml: page })).toEqual(["static/404.html: 2 inline scripts and no pinned-scripts policy"]);
    const slipped = pinned.replace("</body>", "<script>alert(1)</script></body>");
    expect(problemsOf({ homeHtml: slipped })).toEqual(["functions/en.prerender-fallback.html: 1 inline scripts not pinned by hash"]);
  });

  it("fails a script every page loads up front that V8 would compile on the main thread", () => {
    expect(problemsOf({ staticAsset: code })).toEqual([
      "/_next/static/chunks/app.js, loaded up front by 8 prerendered pages, lacks the eager-compile hint",
    ]);
    // The hint must open the file: further down V8 reads an ordinary comment.
    expect(problemsOf({ staticAsset: `${code}\n${chunk}` })).toHaveLength(1);
    // A small chunk compiles quickly without it; the polyfills run only where the hint means nothing.
    expect(problemsOf({ staticAsset: "console.log(1)" })).toEqual([]);
    const polyfill = pinned.replace('src="/_next/static/chunks/app.js"', 'src="/_next/static/chunks/app.js" noModule=""');
    expect(problemsOf({ staticAsset: code, homeHtml: polyfill })).toEqual([
      "/_next/static/chunks/app.js, loaded up front by 7 prerendered pages, lacks the eager-compile hint",
    ]);
    const missing = pinned.replace("chunks/app.js", "chunks/gone.js");
    expect(problemsOf({ homeHtml: missing })).toEqual(["/_next/static/chunks/gone.js, loaded by 1 prerendered pages, is not in static/"]);
  });

  it("fails a proxy matcher that covers a prerendered page", () => {
    expect(problemsOf({ proxy: everyPage, notFoundScreenStatus: 404 }).filter((problem) => !problem.includes("not-found"))).toEqual([
      expect.stringContaining("the proxy runs before the prerendered page /404 "),
      expect.stringContaining("the proxy runs before the prerendered page / "),
      expect.stringContaining("the proxy runs before the prerendered page /about "),
      expect.stringContaining("the proxy runs before the prerendered page /te/about "),
    ]);
  });

  it("judges an English page at its address, which the proxy sees before the rewrite to its route", () => {
    expect(problemsOf({ proxy: englishRoutes })).toEqual([]);
    expect(problemsOf({ proxy: aboutPage })).toEqual([expect.stringContaining("the proxy runs before the prerendered page /about ")]);
  });

  it("fails a not-found screen that is missing or answers anything but 404", () => {
    expect(problemsOf({ notFoundScreenStatus: null })).toEqual([
      "the not-found screen /services/not-found is not prerendered",
      "the not-found screen /resources/not-found/not-found is not prerendered",
      "the not-found screen /te/not-found is not prerendered",
      "the not-found screen /hi/not-found is not prerendered",
    ]);
    expect(problemsOf({ notFoundScreenStatus: 200 })).toEqual([
      "the not-found screen /services/not-found answers 200, not 404",
      "the not-found screen /resources/not-found/not-found answers 200, not 404",
      "the not-found screen /te/not-found answers 200, not 404",
      "the not-found screen /hi/not-found answers 200, not 404",
    ]);
  });

  it("fails a runtime other than Node 24 and a region other than Mumbai", () => {
    expect(problemsOf({ runtime: "nodejs20.x" })).toEqual([
      "function _middleware runs on nodejs20.x, not nodejs24.x",
      "function about runs on nodejs20.x, not nodejs24.x",
      "function index runs on nodejs20.x, not nodejs24.x",
    ]);
    expect(problemsOf({ regions: null })).toEqual(["the deployment (vercel.json regions) runs in the default region (iad1), not bom1"]);
    expect(problemsOf({ regions: ["iad1"] })).toEqual(["the deployment (vercel.json regions) runs in iad1, not bom1"]);
    expect(problemsOf({ functionRegions: ["bom1", "sin1"] })).toContain("function index runs in bom1, sin1, not bom1");
  });

  it("refuses a runbook that names Hobby: the site takes payments, which Hobby's fair use excludes", () => {
    expect(declaredPlan("Minimum Vercel plan: **Hobby** (the crons run daily)")).toBe("hobby");
    expect(declaredPlan("Minimum Vercel plan: **Pro**")).toBe("pro");
    expect(declaredPlan("no plan named here")).toBeNull();
    expect(problemsOf({ crons: [{ path: "/api/cron/outbox", schedule: "30 20 * * *" }] }, { ...options, minimumPlan: "hobby" })).toEqual([
      "the runbook names Hobby as the minimum plan, but Hobby is for non-commercial use and this site takes payments and sells services: it needs Pro",
      'the outbox sweep /api/cron/outbox runs "30 20 * * *": a failed mail would wait longer than 10 minutes (schedule it "*/10 * * * *")',
    ]);
  });

  it("accepts the outbox sweep every 10 minutes on Pro, and any valid five-field cron beside it", () => {
    expect(problemsOf({ crons: [{ path: "/api/cron/outbox", schedule: "*/10 * * * *" }] })).toEqual([]);
    expect(
      problemsOf({
        crons: [
          { path: "/api/cron/outbox", schedule: "*/5 * * * *" },
          { path: "/api/cron/report", schedule: "0,30 2-4 1 */2 1-5" },
        ],
      }),
    ).toEqual([]);
  });

  it("fails a sweep that leaves a failed mail waiting more than 10 minutes, or no sweep at all", () => {
    for (const schedule of ["30 20 * * *", "0 * * * *", "*/15 * * * *", "*/10 8-20 * * *"]) {
      expect(problemsOf({ crons: [{ path: "/api/cron/outbox", schedule }] }), schedule).toEqual([
        `the outbox sweep /api/cron/outbox runs "${schedule}": a failed mail would wait longer than 10 minutes (schedule it "*/10 * * * *")`,
      ]);
    }
    expect(problemsOf({ crons: [] })).toEqual([
      "no cron runs the outbox sweep /api/cron/outbox: a mail that failed would never be sent again",
    ]);
  });

  it("fails a cron expression Vercel would refuse", () => {
    const cron = (schedule: string) => checkCrons({ crons: [{ path: "/api/cron/x", schedule }] });
    expect(cron("*/10 * * *")).toEqual(['cron /api/cron/x "*/10 * * *" has 4 fields, not 5']);
    expect(cron("0 0 * * * *")).toEqual(['cron /api/cron/x "0 0 * * * *" has 6 fields, not 5']);
    expect(cron("60 * * * *")).toEqual(['cron /api/cron/x "60 * * * *" has an invalid minute']);
    expect(cron("*/0 24 0 * MON")).toEqual(['cron /api/cron/x "*/0 24 0 * MON" has an invalid minute, hour, day of month, day of week']);
    expect(cron("5-1 * * JAN *")).toEqual(['cron /api/cron/x "5-1 * * JAN *" has an invalid minute, month']);
  });

  it("passes the committed vercel.json against the runbook's plan", () => {
    const config = JSON.parse(readFileSync("vercel.json", "utf8")) as { crons: { path: string; schedule: string }[] };
    const output = { crons: config.crons };
    expect(declaredPlan(readFileSync(path.join("docs", "deploy.md"), "utf8"))).toBe("pro");
    expect([...checkCrons(output), ...checkOutboxSweep(output)]).toEqual([]);
  });

  it("fails a function that bundles a test stand-in or a test, or carries an .env file", () => {
    expect(problemsOf({ chunkSources: ["../../../lib/db.ts", "../../../test/smtp-sink.ts"] })).toEqual([
      "page.js (in _middleware and 2 more) bundles ../../../test/smtp-sink.ts",
    ]);
    expect(problemsOf({ chunkSources: ["../../../lib/leads/pipeline.int.test.ts"] })).toEqual([
      "page.js (in _middleware and 2 more) bundles ../../../lib/leads/pipeline.int.test.ts",
    ]);
    expect(problemsOf({ extraFunctionFile: [".env.production", "X=1"] })).toEqual([".env.production (in about) is an environment file"]);
  });

  it("fails when a deployed file, server or static, holds a build-time secret", () => {
    expect(problemsOf({ extraFunctionFile: ["chunk.js", 'const s="canary-cron-secret-0123456789"'] })).toEqual([
      expect.stringMatching(/about\.func\/chunk\.js holds the value of a build-time secret$/),
    ]);
    expect(problemsOf({ staticAsset: withEagerCompileHint('fetch("/x",{headers:{a:"canary-cron-secret-0123456789"}})') })).toEqual([
      expect.stringMatching(/static\/_next\/static\/chunks\/app\.js holds the value of a build-time secret$/),
    ]);
  });
});

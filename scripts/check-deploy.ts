// npm run check:deploy — builds the site as Vercel would (`vercel build`, Vercel
// CLI 60.1.3, no account and no network: a local project file stands in for
// the linked project), then judges the Build Output it wrote to .vercel/output
// (scripts/deploy/deploy-checks.ts). The build gets no DATABASE_URL, proving a
// Preview deployment without runtime secrets builds, and a made-up value for
// every other secret, none of which may reach a deployed file.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { readBuildOutput } from "@/scripts/deploy/build-output";
import { checkBuildOutput, declaredPlan } from "@/scripts/deploy/deploy-checks";

const minimumPlan = minimumPlanFromRunbook();
const projectFile = path.join(".vercel", "project.json");
if (!existsSync(projectFile)) {
  mkdirSync(".vercel", { recursive: true });
  // installCommand "": `npm install` has already run; the check installs nothing.
  writeFileSync(
    projectFile,
    JSON.stringify({ projectId: "prj_local_check", orgId: "team_local_check", settings: { framework: "nextjs", installCommand: "" } }),
  );
}

const canary = (name: string) => `canary-${name.toLowerCase()}-${randomBytes(12).toString("hex")}`;
const secrets = {
  NEXTAUTH_SECRET: canary("NEXTAUTH_SECRET"),
  NEWSLETTER_LINK_SECRET: canary("NEWSLETTER_LINK_SECRET"),
  RECEIPT_LINK_SECRET: canary("RECEIPT_LINK_SECRET"),
  RAZORPAY_KEY_SECRET: canary("RAZORPAY_KEY_SECRET"),
  RAZORPAY_WEBHOOK_SECRET: canary("RAZORPAY_WEBHOOK_SECRET"),
  SANITY_REVALIDATE_SECRET: canary("SANITY_REVALIDATE_SECRET"),
  CRON_SECRET: canary("CRON_SECRET"),
  SMTP_PASSWORD: canary("SMTP_PASSWORD"),
};
const { SMTP_PASSWORD, ...secretVariables } = secrets;

const vercel = path.join("node_modules", ".bin", "vercel");
const build = spawnSync(vercel, ["build", "--yes"], {
  stdio: "inherit",
  // Only what a build machine has: no DATABASE_URL, none of this shell's settings.
  env: {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    // Set by npm test once its typecheck stage has passed (next.config.ts).
    ...(process.env.TYPECHECK_PASSED ? { TYPECHECK_PASSED: process.env.TYPECHECK_PASSED } : {}),
    // Set by .ci/run, whose clone is thrown away with its build (next.config.ts).
    ...(process.env.BUILD_CACHE ? { BUILD_CACHE: process.env.BUILD_CACHE } : {}),
    ...secretVariables,
    SMTP_URL: `smtp://agency:${SMTP_PASSWORD}@smtp.invalid:587`,
  },
});
if (build.status !== 0) {
  console.error(`vercel build failed (exit ${build.status ?? build.signal}).`);
  process.exit(1);
}

const output = readBuildOutput(process.cwd());
const problems = checkBuildOutput(output, { minimumPlan, secretValues: Object.values(secrets) });

const runtimes = [...new Set(output.functions.map((fn) => fn.runtime))];
console.log(`\nBuild Output (.vercel/output):
  functions:  ${output.functions.length}, runtime ${runtimes.join(", ")}, region ${output.regions?.join(", ") ?? "default"}
  crons:      ${output.crons.map((cron) => `${cron.path} "${cron.schedule}"`).join("; ") || "none"}
  proxy runs: ${output.proxySources.length === 0 ? "nowhere" : `for ${output.proxyMatchers.join(", ")} only`}
  served as files: ${output.pages.length} HTML pages (${output.prerenderedPaths.length} prerendered paths), each checked for pinned scripts`);

if (problems.length > 0) {
  console.error(`\ncheck:deploy found ${problems.length} problem(s):\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  process.exit(1);
}
console.log("\ncheck:deploy: OK");

/** The runbook's "Minimum Vercel plan: **Pro**" line, the promise the deployment must keep. */
function minimumPlanFromRunbook() {
  const runbook = path.join("docs", "deploy.md");
  const plan = declaredPlan(readFileSync(runbook, "utf8"));
  if (!plan) throw new Error(`${runbook} names no "Minimum Vercel plan: **Pro**"`);
  return plan;
}

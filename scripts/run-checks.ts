// npm test — every check CI runs, in order, each an npm script of its own
// (package.json). Stops at the first that fails, with its exit code, and prints
// how long each took: CI's time is spent here, and a stage that grows shows.
//
// The site is built once, by check:deploy (`vercel build` runs `npm run build`,
// which writes .next/); check:budgets reads that build and the e2e server
// (scripts/e2e-server.ts) starts it rather than building again.
import { spawnSync } from "node:child_process";

const stages = ["lint", "typecheck", "test:unit", "test:integration", "check:deploy", "check:budgets", "test:e2e"] as const;

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

const times: string[] = [];
const started = performance.now();
let exitCode = 0;
for (const stage of stages) {
  const stageStarted = performance.now();
  console.log(`\n=== stage ${stage} ===`);
  const run = spawnSync("npm", ["run", stage], { stdio: "inherit" });
  times.push(`stage ${stage}: ${seconds(stageStarted)} s`);
  // The build (check:deploy) need not repeat the types just checked.
  if (stage === "typecheck" && run.status === 0) process.env.TYPECHECK_PASSED = "1";
  if (run.status !== 0) {
    exitCode = run.status ?? 1;
    times.push(`stage ${stage} failed (exit ${run.status ?? run.signal}); the stages after it did not run`);
    break;
  }
}
console.log(`\n${times.join("\n")}\ntotal: ${seconds(started)} s`);
process.exit(exitCode);

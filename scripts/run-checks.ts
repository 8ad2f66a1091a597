// npm test — every check CI runs, each an npm script of its own (package.json).
// Stops after the first group with a failing stage, with its exit code, and
// prints how long each stage took: CI's time is spent here, and a stage that
// grows shows.
//
// Stages that need nothing from each other run side by side, their output
// printed whole, one after the other, once all have ended: on two cores, one
// stage alone leaves CPU idle that another can use. Lint's three parts and
// typecheck are one thread each (prettier, ESLint, the import-cycle check,
// tsc). The unit tests, the integration tests and the build end sooner
// together than one after another: the integration tests spend much of their
// time waiting on Postgres and their stand-ins, and the others have phases on
// one thread.
// The site is built once, by check:deploy (`vercel build` runs `npm run build`,
// which writes .next/); check:budgets reads that build and the e2e server
// (scripts/e2e-server.ts) starts it rather than building again.
import { spawn } from "node:child_process";

const groups = [
  ["lint:format", "lint:code", "lint:cycles", "typecheck"],
  ["test:unit", "test:integration", "check:deploy"],
  ["check:budgets"],
  ["test:e2e"],
] as const;
type Stage = (typeof groups)[number][number];

interface Ran {
  stage: Stage;
  status: number | null;
  signal: NodeJS.Signals | null;
  seconds: string;
  output: string;
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/** Runs `npm run <stage>`: live on this terminal when it runs alone, into a buffer when others run beside it. */
function run(stage: Stage, alone: boolean, env: NodeJS.ProcessEnv): Promise<Ran> {
  const started = performance.now();
  const child = spawn("npm", ["run", stage], { env, stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.on("close", (status, signal) => resolve({ stage, status, signal, seconds: seconds(started), output }));
  });
}

const times: string[] = [];
const started = performance.now();
const env = { ...process.env };
let exitCode = 0;
for (const group of groups) {
  const alone = group.length === 1;
  if (alone) console.log(`\n=== stage ${group[0]} ===`);
  else console.log(`\n=== stages ${group.join(", ")}, side by side ===`);
  const ran = await Promise.all(group.map((stage) => run(stage, alone, env)));
  for (const { stage, status, signal, seconds, output } of ran) {
    if (!alone) console.log(`\n=== stage ${stage} ===\n${output}`);
    times.push(`stage ${stage}: ${seconds} s`);
    if (status !== 0) {
      exitCode ||= status ?? 1;
      times.push(`stage ${stage} failed (exit ${status ?? signal})`);
    }
  }
  if (exitCode !== 0) {
    times.push("the stages after this group did not run");
    break;
  }
  // The build (check:deploy) need not repeat the types just checked (next.config.ts).
  if (ran.some(({ stage }) => stage === "typecheck")) env.TYPECHECK_PASSED = "1";
}
console.log(`\n${times.join("\n")}\ntotal: ${seconds(started)} s`);
process.exit(exitCode);

// npm test — every check CI runs, each an npm script of its own (package.json),
// and how long each took: CI's time is spent here, and a stage that grows shows.
//
// The checks that need no build run at once: on a machine of two cores, lint and
// typecheck keep one core busy and the integration tests wait on Postgres, so one
// after another they leave a core idle for much of their time. check:deploy builds
// the site (`vercel build` runs `npm run build`, which writes .next/) once typecheck
// is done, since typecheck reads the route types a build writes to .next/types.
// check:budgets reads that build, and the e2e server (scripts/e2e-server.ts)
// starts it rather than building again; they run last, one after the other, as the
// e2e tests want both cores.
//
// Each stage's output is printed whole when it ends, so stages running together do
// not interleave. The first failure stops what has not started and sets the exit code.
import { spawn } from "node:child_process";

type Stage = { name: string; after?: string };

/** Started together (each once the stage it names in `after` has passed). */
const withoutBuild: Stage[] = [
  { name: "typecheck" },
  { name: "lint" },
  { name: "test:unit" },
  { name: "test:integration" },
  { name: "check:deploy", after: "typecheck" },
];
/** Then one after the other. */
const onTheBuild: Stage[] = [{ name: "check:budgets" }, { name: "test:e2e" }];

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const times: string[] = [];
let failed = false;

/** Runs `npm run <name>`, printing its output when it ends; resolves whether it passed. */
function run(name: string, { buffered }: { buffered: boolean }): Promise<boolean> {
  const started = performance.now();
  if (!buffered) console.log(`\n=== stage ${name} ===`);
  const child = spawn("npm", ["run", name], { stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit" });
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code, signal) => {
      if (buffered) process.stdout.write(`\n=== stage ${name} ===\n${Buffer.concat(output).toString()}`);
      times.push(`stage ${name}: ${seconds(started)} s`);
      if (code !== 0) times.push(`stage ${name} failed (exit ${code ?? signal})`);
      resolve(code === 0);
    });
  });
}

const started = performance.now();
const finished = new Map<string, Promise<boolean>>();
for (const stage of withoutBuild) {
  const ready = stage.after ? finished.get(stage.after)! : Promise.resolve(true);
  finished.set(
    stage.name,
    ready
      .then((passed) => (passed && !failed ? run(stage.name, { buffered: true }) : false))
      .then((passed) => {
        if (!passed) failed = true;
        return passed;
      }),
  );
}
await Promise.all(finished.values());
for (const stage of onTheBuild) {
  if (failed) break;
  if (!(await run(stage.name, { buffered: false }))) failed = true;
}
if (failed) times.push("a stage failed: the stages after it did not run");
console.log(`\n${times.join("\n")}\ntotal: ${seconds(started)} s`);
process.exit(failed ? 1 : 0);

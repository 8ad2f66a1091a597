// The server the e2e tests run against: a fresh, migrated scratch database
// (on DATABASE_URL's server, or embedded), the production build (built first
// if missing), `next start`. On SIGTERM it stops and drops the database.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { applyMigrations } from "@/lib/migrations/apply-migrations";
import { createScratchDatabase } from "@/lib/testing/scratch-database";

const port = process.env.E2E_PORT || "3100";
const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");

const database = await createScratchDatabase(process.env.DATABASE_URL);
await applyMigrations(database.url);
const env = { ...process.env, DATABASE_URL: database.url, NODE_ENV: "production" as const };

if (!existsSync(".next/BUILD_ID")) {
  const build = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit", env });
  if (build.status !== 0) {
    await database.drop();
    process.exit(build.status ?? 1);
  }
}

const site = spawn(process.execPath, [nextBin, "start", "--port", port, "--hostname", "127.0.0.1"], {
  stdio: "inherit",
  env,
});

let stopping = false;
async function stop(exitCode: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  if (site.exitCode === null) {
    const exited = new Promise((resolve) => site.once("exit", resolve));
    site.kill("SIGTERM");
    await exited;
  }
  await database.drop();
  process.exit(exitCode);
}

site.on("exit", (code) => void stop(code ?? 1));
process.on("SIGTERM", () => void stop(0));
process.on("SIGINT", () => void stop(0));

// npm run dev — runs the site locally with nothing else installed. With
// DATABASE_URL set it uses that database; otherwise it starts an embedded
// Postgres (PGlite) with its data under .data/. Either way it applies pending
// migrations, then starts `next dev`. Without SANITY_PROJECT_ID the blog
// shows the sample posts from a local GROQ endpoint (scripts/local/sample-blog.ts);
// with it, it bundles the Studio for /studio first (scripts/build-studio.ts).
import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import nextEnv from "@next/env";
import { upsertAdmin } from "@/lib/auth/admin-accounts";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "@/scripts/local/start-embedded-postgres";
import { acquireRunLock } from "@/scripts/local/run-lock";
import { isPortFree } from "@/scripts/local/port";
import { startSampleBlog, type SampleBlog } from "@/scripts/local/sample-blog";
import { buildStudio } from "@/scripts/build-studio";
import { migrateDatabase } from "@/scripts/migrations/migrate-database";

const DATA_DIR = path.resolve(".data");
const log = (message: string) => console.log(`[local] ${message}`);
const demoAdmin = { email: "admin@example.com", password: "local-demo-admin" } as const;

nextEnv.loadEnvConfig(process.cwd(), true);
const webPort = Number(process.env.PORT || 3000);
const embeddedPort = Number(process.env.EMBEDDED_POSTGRES_PORT || 54329);

let embedded: EmbeddedPostgres | undefined;
let releaseLock: (() => void) | undefined;
let site: ChildProcess | undefined;
let sampleBlog: SampleBlog | undefined;

async function main(): Promise<void> {
  if (!(await isPortFree(webPort))) {
    throw new Error(
      `Port ${webPort} is already in use (is the site already running?). Stop that program or choose another port: PORT=3001 npm run dev`,
    );
  }

  let databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    log("Using the database at DATABASE_URL.");
  } else {
    releaseLock = acquireRunLock(path.join(DATA_DIR, "local.lock"));
    if (!(await isPortFree(embeddedPort))) {
      throw new Error(
        `Port ${embeddedPort} for the embedded database is already in use. Choose another: EMBEDDED_POSTGRES_PORT=54330 npm run dev`,
      );
    }
    embedded = await startEmbeddedPostgres({ dataDir: path.join(DATA_DIR, "pglite"), port: embeddedPort });
    databaseUrl = embedded.url;
    log(`Embedded Postgres (PGlite) listening on 127.0.0.1:${embedded.port}, data in .data/pglite`);
  }

  await migrateDatabase(databaseUrl, log);
  if (embedded) {
    // Only the throwaway embedded database gets a demo admin; a real DATABASE_URL never does.
    await upsertAdmin(databaseUrl, demoAdmin.email, demoAdmin.password);
    log(`Demo admin for http://localhost:${webPort}/login: ${demoAdmin.email} / ${demoAdmin.password}`);
  }

  if (!process.env.SANITY_PROJECT_ID?.trim()) {
    // Any free port: the site learns it from SANITY_API_HOST.
    sampleBlog = await startSampleBlog();
    log(
      `No SANITY_PROJECT_ID: the blog shows the sample posts of sanity/sample-posts.ndjson from ${sampleBlog.server.apiHost} (marked as sample content).`,
    );
  } else {
    // The Studio is bundled apart from Next (scripts/build-studio.ts); after a change in sanity/, restart.
    await buildStudio({ development: true });
    log(`Studio bundled for http://localhost:${webPort}/studio`);
  }

  const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");
  site = spawn(process.execPath, [nextBin, "dev", "--port", String(webPort)], {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: databaseUrl, ...sampleBlog?.env },
  });
  site.on("exit", (code) => void shutdown(code ?? 0));
}

let stopping: Promise<void> | undefined;

/**
 * Stops the site, then the embedded database, so PGlite flushes its files,
 * then exits. Ctrl-C arrives as a signal here and as the site's exit, so a
 * second call waits for the first.
 */
async function shutdown(exitCode: number): Promise<never> {
  stopping ??= stopEverything();
  await stopping;
  process.exit(exitCode);
}

async function stopEverything(): Promise<void> {
  if (site && site.exitCode === null && site.signalCode === null) {
    const exited = new Promise((resolve) => site?.once("exit", resolve));
    site.kill("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  }
  await sampleBlog?.server.close();
  if (embedded) {
    await embedded.stop();
    log("Embedded Postgres stopped.");
  }
  releaseLock?.();
}

// Ctrl-C reaches the site too (same process group); both end cleanly.
process.on("SIGINT", () => void shutdown(0));
process.on("SIGTERM", () => void shutdown(0));

main().catch(async (error: unknown) => {
  console.error(`[local] ${error instanceof Error ? error.message : String(error)}`);
  await shutdown(1);
});

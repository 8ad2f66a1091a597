import type { TestProject } from "vitest/node";
import { applyMigrations } from "@/lib/migrations/apply-migrations";
import { createScratchDatabase } from "./scratch-database";
import { freePort } from "./smtp-sink";
import type { WorkerServices } from "./integration-workers";

declare module "vitest" {
  export interface ProvidedContext {
    /** What each worker has to itself, by worker (VITEST_POOL_ID − 1). */
    workers: WorkerServices[];
    /** The server to create more scratch databases on; "" for the embedded one. */
    postgresServerUrl: string;
  }
}

// A fresh, migrated database for each worker, so the files run side by side
// (package.json's --maxWorkers), each on rows of its own; dropped at the end.
// Three workers on two cores: the files spend much of their time waiting on
// Postgres and their stand-ins, and three keep only about 1.3 cores busy.
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL ?? "";
  const databases = await Promise.all(
    Array.from({ length: project.globalConfig.maxWorkers }, async () => {
      const database = await createScratchDatabase(serverUrl);
      await applyMigrations(database.url);
      return database;
    }),
  );
  const workers: WorkerServices[] = [];
  for (const database of databases) {
    workers.push({ databaseUrl: database.url, smtpPort: await freePort(), razorpayPort: await freePort() });
  }
  project.provide("workers", workers);
  project.provide("postgresServerUrl", serverUrl);
  return () => Promise.all(databases.map((database) => database.drop()));
}

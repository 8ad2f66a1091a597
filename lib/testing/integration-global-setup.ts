import type { TestProject } from "vitest/node";
import { applyMigrations } from "@/lib/migrations/apply-migrations";
import { createScratchDatabase } from "./scratch-database";

declare module "vitest" {
  export interface ProvidedContext {
    /** This run's migrated database. */
    databaseUrl: string;
    /** The server to create more scratch databases on; "" for the embedded one. */
    postgresServerUrl: string;
  }
}

// One fresh, migrated database for the whole integration run, dropped at the end.
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL ?? "";
  const database = await createScratchDatabase(serverUrl);
  await applyMigrations(database.url);
  project.provide("databaseUrl", database.url);
  project.provide("postgresServerUrl", serverUrl);
  return () => database.drop();
}

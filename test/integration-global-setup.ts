import type { TestProject } from "vitest/node";
import { applyMigrations } from "@/lib/migrations/apply-migrations";
import { createScratchDatabase } from "./scratch-database";
import { freePort } from "./smtp-sink";

declare module "vitest" {
  export interface ProvidedContext {
    /** This run's migrated database. */
    databaseUrl: string;
    /** The server to create more scratch databases on; "" for the embedded one. */
    postgresServerUrl: string;
    /** A free port for tests' SMTP sinks; SMTP_URL points at it. */
    smtpPort: number;
    /** A free port for tests' Razorpay stand-ins; RAZORPAY_API_BASE_URL points at it. */
    razorpayPort: number;
  }
}

// One fresh, migrated database for the whole integration run, dropped at the end.
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL ?? "";
  const database = await createScratchDatabase(serverUrl);
  await applyMigrations(database.url);
  project.provide("databaseUrl", database.url);
  project.provide("postgresServerUrl", serverUrl);
  project.provide("smtpPort", await freePort());
  project.provide("razorpayPort", await freePort());
  return () => database.drop();
}

import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { findSchemaEngine } from "@/scripts/migrations/schema-engine.mjs";
import { applyMigrations, MigrationError } from "@/lib/migrations/apply-migrations";

/**
 * Brings the database at `databaseUrl` up to date: with `prisma migrate deploy`
 * where Prisma's schema engine is installed, otherwise with our own applier,
 * which keeps the same `_prisma_migrations` history.
 */
export async function migrateDatabase(databaseUrl: string, log: (message: string) => void): Promise<void> {
  if (findSchemaEngine()) {
    await runPrismaMigrateDeploy(databaseUrl);
    return;
  }
  log("Prisma's schema engine is not installed here; applying migrations with the built-in applier.");
  const applied = await applyMigrations(databaseUrl, { log });
  log(applied.length === 0 ? "No pending migrations." : `${applied.length} migration(s) applied.`);
}

function runPrismaMigrateDeploy(databaseUrl: string): Promise<void> {
  const prismaBin = createRequire(import.meta.url).resolve("prisma/build/index.js");
  const child = spawn(process.execPath, [prismaBin, "migrate", "deploy"], {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new MigrationError(`prisma migrate deploy exited with code ${code}`))));
  });
}

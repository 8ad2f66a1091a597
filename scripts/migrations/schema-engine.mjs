// Where Prisma's schema engine is. Plain JavaScript so that `postinstall`
// can use it before anything is compiled.
import { existsSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** A stand-in engine that only says it is missing (docs/database.md). */
export const SCHEMA_ENGINE_STUB = path.join(import.meta.dirname, "schema-engine-unavailable.sh");

/**
 * The path of a real schema engine binary, or null. Prisma downloads the
 * binary beside @prisma/engines on install; machines that reach only the npm
 * registry never get it. An operator may also point PRISMA_SCHEMA_ENGINE_BINARY
 * at one they provide.
 */
export function findSchemaEngine() {
  const configured = process.env.PRISMA_SCHEMA_ENGINE_BINARY;
  if (configured && path.resolve(configured) !== SCHEMA_ENGINE_STUB && existsSync(configured)) {
    return path.resolve(configured);
  }
  const requireFromPrisma = createRequire(createRequire(import.meta.url).resolve("prisma/package.json"));
  const enginesDir = path.dirname(requireFromPrisma.resolve("@prisma/engines/package.json"));
  const binary = readdirSync(enginesDir).find((file) => /^schema-engine-(?!.*\.(gz|sha256)$)/.test(file));
  return binary ? path.join(enginesDir, binary) : null;
}

/** The environment to run the Prisma CLI with: the stub stands in for a missing engine. */
export function prismaCliEnv(env = process.env) {
  return findSchemaEngine() ? env : { ...env, PRISMA_SCHEMA_ENGINE_BINARY: SCHEMA_ENGINE_STUB };
}

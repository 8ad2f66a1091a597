// Runs the Prisma CLI with the given arguments, working on machines where the
// schema engine could not be downloaded: `node scripts/prisma.mjs generate`.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { findSchemaEngine, prismaCliEnv } from "./migrations/schema-engine.mjs";

const args = process.argv.slice(2);
const [command] = args;
if ((command === "migrate" || command === "db") && !findSchemaEngine()) {
  // Prisma itself reports only "Schema engine error" when the engine is the stub.
  console.error(
    `Prisma's schema engine is not installed on this machine, and \`prisma ${command}\` needs it. ` +
      "To apply migrations, use `npm run db:migrate`.",
  );
}

const prismaBin = createRequire(import.meta.url).resolve("prisma/build/index.js");
const result = spawnSync(process.execPath, [prismaBin, ...args], { stdio: "inherit", env: prismaCliEnv() });
process.exit(result.status ?? 1);

// Runs the Prisma CLI with the given arguments, working on machines where the
// schema engine could not be downloaded: `node lib/cli/prisma.mjs generate`.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { prismaCliEnv } from "./schema-engine.mjs";

const prismaBin = createRequire(import.meta.url).resolve("prisma/build/index.js");
const result = spawnSync(process.execPath, [prismaBin, ...process.argv.slice(2)], {
  stdio: "inherit",
  env: prismaCliEnv(),
});
process.exit(result.status ?? 1);

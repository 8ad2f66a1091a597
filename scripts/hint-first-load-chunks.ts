// Part of `npm run build`, after `next build`: begins every chunk a page loads up
// front, but the smallest, with V8's eager-compile hint (scripts/eager-compile-hint.ts
// says why), so a first visit compiles that code while it downloads instead of in
// the hydration task. Chunks loaded later with import() keep V8's lazy compiling:
// only part of their code runs, and only when a visitor acts.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { appPages, firstLoadFiles, nextDir } from "./build-manifests";
import { deservesEagerCompileHint, eagerCompileMinBytes, hasEagerCompileHint, withEagerCompileHint } from "./eager-compile-hint";

const chunks = new Set(
  appPages()
    .flatMap(([entry]) => firstLoadFiles(entry))
    .filter((file) => file.endsWith(".js")),
);
let hinted = 0;
for (const chunk of chunks) {
  const file = path.join(nextDir, chunk);
  const source = readFileSync(file, "utf8");
  if (hasEagerCompileHint(source) || !deservesEagerCompileHint(source)) continue;
  writeFileSync(file, withEagerCompileHint(source));
  hinted += 1;
}
console.log(
  `Marked ${hinted} of ${chunks.size} first-load chunks for eager compilation (those of ${eagerCompileMinBytes / 1024} KB and more).`,
);

// npm run routes:generate (and the first step of npm run build): writes the
// pages every language has (lib/i18n/translated-paths.ts) and proxy.ts's
// matcher from the page registry and the catalogue (scripts/route-lists.ts).
// Commit what it writes; scripts/route-lists.test.ts fails until you do.
import { readFileSync, writeFileSync } from "node:fs";
import { routeListFiles } from "@/scripts/route-lists";

const read = (file: string) => readFileSync(file, "utf8");

for (const { file, text } of routeListFiles(read)) {
  const changed = read(file) !== text;
  if (changed) writeFileSync(file, text);
  console.log(`${file}: ${changed ? "written" : "as generated"}`);
}

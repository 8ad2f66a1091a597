// npm run lint:cycles — fails on any ring of imports in lib/: between files
// (a.ts → b.ts → a.ts) or between folders (lib/x → lib/y → lib/x, whichever
// files carry the imports). A ring means neither side can be read, tested or
// moved without the other; type-only imports count too, since they tie the
// files' meanings together just the same.
// The import graph is read with TypeScript's own scanner (ts.preProcessFile),
// resolving relative specifiers and the tsconfig's "@/" alias; packages are
// not followed. See scripts/import-cycles.ts for the graph and its rings.
import { importCycles } from "@/scripts/import-cycles";

const { files, folders } = importCycles(process.cwd());
for (const ring of files) console.error(`import cycle between files: ${ring.join(" → ")} → ${ring[0]}`);
for (const ring of folders) console.error(`import cycle between folders: ${ring.join(" → ")} → ${ring[0]}`);
if (files.length + folders.length > 0) {
  console.error(`\n${files.length} file ring(s), ${folders.length} folder ring(s) in lib/: move the shared part down.`);
  process.exit(1);
}
console.log("lib/: no import cycle between files or folders.");

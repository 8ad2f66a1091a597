// Writes the resources library's downloadable files to public/resources/ and
// their sizes, as the library shows them, to lib/catalogue/resource-file-sizes.ts
// (a whole generated module, which the catalogue imports). Run with `npm run resources:generate`; commit both. Output is
// deterministic.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { resourceFileHref } from "@/lib/catalogue/resources";
import { buildAllResourceFiles } from "@/scripts/resource-files/resources";
import { formatFileSize } from "@/lib/format/file-size";

const root = process.cwd();
const sizesFile = path.join(root, "lib/catalogue/resource-file-sizes.ts");
const sizes: Record<string, string> = {};
mkdirSync(path.join(root, "public/resources"), { recursive: true });

for (const { resource, bytes } of buildAllResourceFiles()) {
  const file = path.join(root, "public", resourceFileHref(resource));
  writeFileSync(file, bytes);
  sizes[resource.id] = formatFileSize(bytes.length);
  console.log(`${path.relative(root, file)}  ${bytes.length} bytes  (${formatFileSize(bytes.length)})`);
}
writeFileSync(
  sizesFile,
  `// Written by npm run resources:generate (scripts/generate-resources.ts): each download's size as the library shows it.\n` +
    `export const resourceFileSizes: Readonly<Record<string, string | undefined>> = ${JSON.stringify(sizes, null, 2)};\n`,
);

// Writes the resources library's downloadable files to public/resources/ and
// their sizes in bytes to lib/catalogue/resource-file-bytes.json, which the
// catalogue shows. Run with `npm run resources:generate`; commit both. Output is
// deterministic.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { formatFileSize, resourceFileHref } from "@/lib/catalogue/resources";
import { buildAllResourceFiles } from "@/scripts/resource-files/resources";

const root = process.cwd();
const sizesFile = path.join(root, "lib/catalogue/resource-file-bytes.json");
const sizes: Record<string, number> = {};
mkdirSync(path.join(root, "public/resources"), { recursive: true });

for (const { resource, bytes } of buildAllResourceFiles()) {
  const file = path.join(root, "public", resourceFileHref(resource));
  writeFileSync(file, bytes);
  sizes[resource.id] = bytes.length;
  console.log(`${path.relative(root, file)}  ${bytes.length} bytes  (${formatFileSize(bytes.length)})`);
}
writeFileSync(sizesFile, `${JSON.stringify(sizes, null, 2)}\n`);

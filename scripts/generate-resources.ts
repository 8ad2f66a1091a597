// Writes the resources library's downloadable files to public/resources/ and
// sets each resource's fileSize in lib/catalogue/resources.ts to the true size.
// Run with `npm run resources:generate`; commit both. Output is deterministic.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { formatFileSize, resourceFileHref } from "@/lib/catalogue/resources";
import { buildAllResourceFiles } from "@/scripts/resource-files/resources";

const root = process.cwd();
const catalogueFile = path.join(root, "lib/catalogue/resources.ts");
let catalogue = readFileSync(catalogueFile, "utf8");
mkdirSync(path.join(root, "public/resources"), { recursive: true });

for (const { resource, bytes } of buildAllResourceFiles()) {
  const file = path.join(root, "public", resourceFileHref(resource));
  writeFileSync(file, bytes);
  const size = formatFileSize(bytes.length);
  // The first fileSize after the resource's id is its own.
  const entry = new RegExp(`(id: "${resource.id}",[\\s\\S]*?fileSize: ")[^"]*(")`);
  if (!entry.test(catalogue)) throw new Error(`No fileSize found for ${resource.id} in ${catalogueFile}`);
  catalogue = catalogue.replace(entry, `$1${size}$2`);
  console.log(`${path.relative(root, file)}  ${bytes.length} bytes  (${size})`);
}
writeFileSync(catalogueFile, catalogue);

// Part of `npm run build`, after `next build`: writes into every prerendered
// page the policy that allows exactly its own inline scripts, by sha256
// (lib/security/inline-script-pins.ts). Refuses a page Next would regenerate at
// run time (revalidate): the new HTML would lose its policy. Such a page should
// render per request with a nonce instead (proxy.ts).
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { hasPinnedScripts, pinInlineScripts } from "@/lib/security/inline-script-pins";

// App Router pages, and the static 404.html and 500.html Next still writes
// under pages/ (Vercel serves those for errors outside the App Router).
const htmlDirs = [path.join(".next", "server", "app"), path.join(".next", "server", "pages")];

const prerender = JSON.parse(readFileSync(path.join(".next", "prerender-manifest.json"), "utf8")) as {
  routes: Record<string, { initialRevalidateSeconds: number | false }>;
};
const regenerated = Object.entries(prerender.routes).filter(([, route]) => route.initialRevalidateSeconds !== false);
if (regenerated.length > 0) {
  for (const [route, { initialRevalidateSeconds }] of regenerated) {
    console.error(`${route} is regenerated every ${initialRevalidateSeconds} s; its new HTML would run without its pinned scripts.`);
  }
  console.error("Render such pages per request (a nonce from proxy.ts) or drop their revalidate.");
  process.exit(1);
}

const pages = htmlDirs.flatMap((dir) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".html"))
        .map((file) => path.join(dir, file))
    : [],
);
if (pages.length === 0) {
  console.error(`No prerendered HTML under ${htmlDirs.join(" or ")}: nothing was pinned. Run next build first.`);
  process.exit(1);
}
let pinnedPages = 0;
let pinnedScripts = 0;
for (const file of pages) {
  const page = path.relative(path.join(".next", "server"), file);
  const html = readFileSync(file, "utf8");
  if (hasPinnedScripts(html)) continue;
  try {
    const pinned = pinInlineScripts(html);
    writeFileSync(file, pinned.html);
    pinnedScripts += pinned.scripts;
  } catch (error) {
    console.error(`${page}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  pinnedPages += 1;
}
console.log(`Pinned ${pinnedScripts} inline scripts in ${pinnedPages} of ${pages.length} prerendered pages.`);

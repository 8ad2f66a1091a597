// npm run routes:generate (and the first step of npm run build): writes the
// pages every language has (lib/i18n/translated-paths.ts) and proxy.ts's
// matcher from the page registry and the catalogue (scripts/route-lists.ts).
// Commit what it writes; scripts/route-lists.test.ts fails until you do.
import { readFileSync, writeFileSync } from "node:fs";
import {
  deriveProxyMatcher,
  deriveTranslatedPaths,
  proxyFile,
  renderTranslatedPaths,
  translatedPathsFile,
  withProxyMatcher,
} from "@/scripts/route-lists";

/** Writes `text` to `file` where it differs, and says which. */
function write(file: string, text: string): void {
  const changed = readFileSync(file, "utf8") !== text;
  if (changed) writeFileSync(file, text);
  console.log(`${file}: ${changed ? "written" : "as generated"}`);
}

const translated = deriveTranslatedPaths();
write(translatedPathsFile, renderTranslatedPaths(translated));
write(proxyFile, withProxyMatcher(readFileSync(proxyFile, "utf8"), deriveProxyMatcher(translated)));

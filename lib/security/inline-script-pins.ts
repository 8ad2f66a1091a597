import { createHash } from "node:crypto";
import { prerenderedPageScriptPolicy } from "./csp";

// A prerendered page's HTML is fixed from the build on, so its inline scripts
// (the RSC payload Next writes, the theme script) can be allowed by their
// sha256 in a policy the page itself carries, and no other inline script runs.
// The page's response header keeps the site-wide policy; a browser enforces
// both, so the stricter <meta> decides for scripts (scripts/pin-inline-scripts.ts).

const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const pinMarker = 'data-pinned-scripts=""';

/** The CSP source of each inline script the browser would run, in page order. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(scriptTag)]
    .filter(([, attributes = ""]) => !/\bsrc=/.test(attributes) && runsAsScript(attributes))
    .map(([, , body = ""]) => `sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
}

/** Data blocks (JSON-LD) are not scripts: a policy does not apply to them. */
function runsAsScript(attributes: string): boolean {
  const type = /\btype="([^"]*)"/.exec(attributes)?.[1];
  return type === undefined || type === "" || type === "text/javascript" || type === "module";
}

export function hasPinnedScripts(html: string): boolean {
  return html.includes(pinMarker);
}

/**
 * The page with a <meta http-equiv="Content-Security-Policy"> allowing exactly
 * its inline scripts, and how many those are. A <meta> policy governs only what
 * follows it, so it goes right after the charset, before the first script.
 */
export function pinInlineScripts(html: string): { html: string; scripts: number } {
  const hashes = inlineScriptHashes(html);
  if (hasPinnedScripts(html)) return { html, scripts: hashes.length };
  const charset = /<meta charSet="utf-8"\/>/i.exec(html);
  if (!charset) throw new Error("no <meta charSet> to place the policy after");
  const at = charset.index + charset[0].length;
  const firstScript = html.indexOf("<script");
  if (firstScript !== -1 && firstScript < at) throw new Error("a script comes before the charset; the policy would not cover it");
  const meta = `<meta http-equiv="Content-Security-Policy" content="${prerenderedPageScriptPolicy(hashes)}" ${pinMarker}/>`;
  return { html: html.slice(0, at) + meta + html.slice(at), scripts: hashes.length };
}

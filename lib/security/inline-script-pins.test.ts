import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hasPinnedScripts, inlineScriptHashes, pinInlineScripts } from "./inline-script-pins";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

// The shape of a page `next build` writes: external chunks, the theme script,
// JSON-LD, the RSC payload (non-ASCII text included).
const payload = 'self.__next_f.push([1,"Hyderabad ₹4,999 \\u003cb\\u003e"])';
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  "<script>(()=>{document.documentElement.dataset.theme='dark'})()</script>",
  '<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>',
  '<script id="_R_">globalThis.TURBOPACK=[]</script>',
  '<script src="/_next/static/chunks/p.js" noModule=""></script>',
  "</head><body><main>Hi</main>",
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
  `<script>${payload}</script>`,
  '<script type="module">import("/x.js")</script>',
  "</body></html>",
].join("");

describe("inlineScriptHashes", () => {
  it("hashes every inline script the browser runs, byte for byte, and nothing else", () => {
    expect(inlineScriptHashes(page)).toEqual([
      sha256("(()=>{document.documentElement.dataset.theme='dark'})()"),
      sha256("globalThis.TURBOPACK=[]"),
      sha256("(self.__next_f=self.__next_f||[]).push([0])"),
      sha256(payload),
      sha256('import("/x.js")'),
    ]);
  });
});

describe("pinInlineScripts", () => {
  it("puts the policy right after the charset, before any script, naming each hash", () => {
    const { html: pinned, scripts } = pinInlineScripts(page);
    expect(scripts).toBe(5);
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)" data-pinned-scripts=""\/>/.exec(pinned);

    expect(meta).not.toBeNull();
    expect(pinned.indexOf('<meta charSet="utf-8"/>') + '<meta charSet="utf-8"/>'.length).toBe(meta?.index);
    expect(meta?.[1]).toBe(
      `script-src 'self' ${inlineScriptHashes(page)
        .map((hash) => `'${hash}'`)
        .join(" ")} https://checkout.razorpay.com`,
    );
    expect(meta?.[1]).not.toContain("unsafe-inline");
    // The page itself is untouched: the scripts hash the same after pinning.
    expect(pinned.replace(meta?.[0] ?? "", "")).toBe(page);
    expect(hasPinnedScripts(pinned)).toBe(true);
    expect(hasPinnedScripts(page)).toBe(false);
  });

  it("pins a page once, however often the build step runs", () => {
    const once = pinInlineScripts(page).html;
    expect(pinInlineScripts(once).html).toBe(once);
  });

  it("refuses a page its policy could not cover", () => {
    expect(() => pinInlineScripts("<html><head><title>x</title></head></html>")).toThrow(/no <meta charSet>/);
    expect(() => pinInlineScripts('<html><head><script>1</script><meta charSet="utf-8"/></head></html>')).toThrow(/before the charset/);
  });
});

import { describe, expect, it } from "vitest";
import { internalTarget, jsonLdUrlsIn, linksIn, sitemapUrls } from "./html-links";

const origin = "http://127.0.0.1:3100";

describe("the crawl's reading of a page", () => {
  it("finds anchors and the head's canonical and alternate links, entities decoded", () => {
    const html = `<link rel="stylesheet" href="/_next/a.css"/><link rel="canonical" href="${origin}/blog"/>
      <link rel="alternate" type="application/rss+xml" title="Blog" href="${origin}/blog/feed.xml"/>
      <a class="x" href="/careers?position=a&amp;b=1#apply">Apply</a><a href="mailto:hi@agency.test">Mail</a>`;
    expect(linksIn(html)).toEqual(["/careers?position=a&b=1#apply", "mailto:hi@agency.test", `${origin}/blog`, `${origin}/blog/feed.xml`]);
  });

  it("finds every absolute URL in JSON-LD, a SearchAction's template filled in", () => {
    const data = { url: `${origin}/`, potentialAction: { target: { urlTemplate: `${origin}/search?q={search_term_string}` } }, name: "x" };
    const html = `<script type="application/ld+json">${JSON.stringify([data, { item: `${origin}/resources#web` }])}</script>`;
    expect(jsonLdUrlsIn(html)).toEqual([`${origin}/`, `${origin}/search?q=blog`, `${origin}/resources#web`]);
  });

  it("reads a sitemap's addresses", () => {
    expect(sitemapUrls(`<url><loc>${origin}/a?x=1&amp;y=2</loc></url><url><loc>${origin}/b</loc></url>`)).toEqual([
      `${origin}/a?x=1&y=2`,
      `${origin}/b`,
    ]);
  });

  it("keeps the site's own addresses, without their fragment, and nothing else", () => {
    expect(internalTarget("/resources#web", `${origin}/resources/web/web-launch-1`, origin)).toBe("/resources");
    expect(internalTarget("sm-guide-1", `${origin}/resources/marketing/`, origin)).toBe("/resources/marketing/sm-guide-1");
    expect(internalTarget("/quote?service=web", `${origin}/`, origin)).toBe("/quote?service=web");
    for (const other of ["https://example.org/", "mailto:a@b.c", "tel:+911234", "javascript:void(0)", "http://[bad"]) {
      expect(internalTarget(other, `${origin}/`, origin)).toBeNull();
    }
  });
});

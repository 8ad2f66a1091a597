import { describe, expect, it } from "vitest";
import { atomDocument, longSnippetSource, rssDocument } from "@/test/feed-server";
import { parseFeedItems } from "./parse-feed";

describe("parseFeedItems", () => {
  it("reads RSS 2.0 items as title, http(s) link and a plain-text snippet", async () => {
    const items = await parseFeedItems(rssDocument());
    expect(items).toEqual([
      {
        title: "Reels in 2026: what works",
        link: "https://news.example.in/reels-2026",
        contentSnippet: `${longSnippetSource.slice(0, 150)}...`,
      },
      {
        title: "Local SEO & Google Business Profile",
        link: "https://news.example.in/local-seo",
        contentSnippet: "Keep your hours current.",
      },
    ]);
  });

  it("reads Atom entries, taking the summary when there is no content", async () => {
    expect(await parseFeedItems(atomDocument())).toEqual([
      {
        title: "Lighting a product shoot on a budget",
        link: "https://atom.example.in/lighting",
        contentSnippet: "Two softboxes and a reflector go a long way.",
      },
    ]);
  });

  it("cuts snippets to 150 characters and adds dots only when cut", async () => {
    const exact = "a".repeat(150);
    const xml = `<rss version="2.0"><channel><title>t</title>
      <item><title>Exact</title><link>https://x.in/1</link><description>${exact}</description></item>
      <item><title>Long</title><link>https://x.in/2</link><description>${exact}b</description></item></channel></rss>`;
    const [first, second] = await parseFeedItems(xml);
    expect(first?.contentSnippet).toBe(exact);
    expect(second?.contentSnippet).toBe(`${exact}...`);
  });

  it("rejects malformed XML and documents that are not feeds", async () => {
    await expect(parseFeedItems('<rss version="2.0"><channel><item><title>Broken</channel>')).rejects.toThrow();
    await expect(parseFeedItems("<html><body>Not a feed</body></html>")).rejects.toThrow();
  });
});

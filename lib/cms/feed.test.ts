import Parser from "rss-parser";
import { describe, expect, it } from "vitest";
import type { BlogPostDigest } from "./blog-view";
import { blogFeedXml, escapeXml } from "./feed";
import { placeholderImage } from "./image";

const post = (overrides: Partial<BlogPostDigest>): BlogPostDigest => ({
  id: "post-1",
  slug: "reels-that-convert",
  title: "Reels that convert",
  authorName: "Priya Raman",
  publishedAt: "2024-06-13T09:30:00+05:30",
  publishedLabel: "June 13, 2024",
  image: placeholderImage,
  text: "Short videos sell.",
  excerpt: "Short videos sell.",
  ...overrides,
});

const channel = { title: "Digital Media Agency Blog", description: "Articles from our team.", siteUrl: "https://agency.example" };

describe("escapeXml", () => {
  it("escapes markup and drops characters XML cannot carry", () => {
    expect(escapeXml(`<b>"Tom" & 'Jerry'</b>`)).toBe("&lt;b&gt;&quot;Tom&quot; &amp; &apos;Jerry&apos;&lt;/b&gt;");
    expect(escapeXml("bell\u0007 and \uD800 lone, 😀 kept, tab\tkept")).toBe("bell and  lone, 😀 kept, tab\tkept");
  });
});

describe("blogFeedXml", () => {
  it("is RSS 2.0 a feed reader parses: the posts in order with title, link, date, author and summary", async () => {
    const xml = blogFeedXml(channel, [
      post({
        slug: "local-seo",
        title: "Local SEO & you: <a> checklist",
        authorName: "Arjun",
        publishedAt: "2025-01-10T09:00:00Z",
        excerpt: "Ten steps & more.",
      }),
      post({}),
    ]);
    const feed = await new Parser({ customFields: { item: ["dc:creator"] } }).parseString(xml);
    expect(feed).toMatchObject({ title: channel.title, link: "https://agency.example/blog", description: channel.description });
    expect(feed.lastBuildDate).toBe("Fri, 10 Jan 2025 09:00:00 GMT");
    expect(feed.items.map((item) => [item.title, item.link, item.guid, item.pubDate, item.creator, item.content])).toEqual([
      [
        "Local SEO & you: <a> checklist",
        "https://agency.example/blog/local-seo",
        "https://agency.example/blog/local-seo",
        "Fri, 10 Jan 2025 09:00:00 GMT",
        "Arjun",
        "Ten steps & more.",
      ],
      [
        "Reels that convert",
        "https://agency.example/blog/reels-that-convert",
        "https://agency.example/blog/reels-that-convert",
        "Thu, 13 Jun 2024 04:00:00 GMT",
        "Priya Raman",
        "Short videos sell.",
      ],
    ]);
    expect(xml).toContain('<atom:link href="https://agency.example/blog/feed.xml" rel="self" type="application/rss+xml"/>');
  });

  it("leaves out what a post does not have, and is a valid empty channel without posts", async () => {
    const xml = blogFeedXml(channel, [post({ authorName: null, publishedAt: null, excerpt: "" })]);
    expect(xml).not.toContain("<pubDate>");
    expect(xml).not.toContain("<dc:creator>");
    expect(xml).toContain("<description>Reels that convert</description>");
    const empty = await new Parser().parseString(blogFeedXml(channel, []));
    expect(empty.items).toEqual([]);
    expect(empty.title).toBe(channel.title);
  });
});

import type { BlogPostDigest } from "./blog-view";

// The agency's blog as RSS 2.0: one <item> per post, newest first, built from
// the same posts /blog lists. Pure, so the route and its tests share it.

/** Where the feed answers; every blog page announces it (<link rel="alternate">). */
export const blogFeedPath = "/blog/feed.xml";
export const blogFeedType = "application/rss+xml";
/** The feed's title, in its channel and in the pages' <link rel="alternate">. */
export const blogFeedTitle = "Digital Media Agency Blog";

/** What a blog page's metadata adds to its alternates: the <link rel="alternate" type="application/rss+xml"> to the feed. */
export const blogFeedAlternate = { types: { [blogFeedType]: [{ url: blogFeedPath, title: blogFeedTitle }] } };

// Characters XML 1.0 does not allow at all (control characters but tab and
// line breaks, lone surrogates, U+FFFE/U+FFFF): an editor's pasted text could carry them.
const notXml =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text as XML character data or an attribute value. */
export function escapeXml(text: string): string {
  return text
    .replace(notXml, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** RFC 822 as RSS wants it ("Thu, 13 Jun 2024 04:00:00 GMT"), or null for a missing or unreadable date. */
function rfc822(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toUTCString();
}

export interface FeedChannel {
  title: string;
  description: string;
  /** The site's origin, no trailing slash. */
  siteUrl: string;
}

const element = (name: string, value: string | null) => (value === null ? "" : `<${name}>${escapeXml(value)}</${name}>`);

export function blogFeedXml(channel: FeedChannel, posts: readonly BlogPostDigest[]): string {
  const blogUrl = `${channel.siteUrl}/blog`;
  const newest = posts.map((post) => rfc822(post.publishedAt)).find(Boolean) ?? null;
  const items = posts.map((post) => {
    const link = `${blogUrl}/${encodeURIComponent(post.slug)}`;
    return [
      "<item>",
      element("title", post.title),
      element("link", link),
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      element("pubDate", rfc822(post.publishedAt)),
      // RSS's own <author> is an e-mail address; Dublin Core names the person.
      element("dc:creator", post.authorName),
      element("description", post.excerpt || post.title),
      "</item>",
    ].join("");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    element("title", channel.title),
    element("link", blogUrl),
    element("description", channel.description),
    "<language>en</language>",
    `<atom:link href="${escapeXml(`${channel.siteUrl}${blogFeedPath}`)}" rel="self" type="${blogFeedType}"/>`,
    element("lastBuildDate", newest),
    ...items,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}

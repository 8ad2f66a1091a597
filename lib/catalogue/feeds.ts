import type { IconName } from "./icons";

// The feeds page: four tabs (news is the default); the social cards are in social-feeds.ts.
// The tabs' names are words, by tab id.

export const feedTabIds = ["news", "blog", "rss", "social"] as const;
export type FeedTabId = (typeof feedTabIds)[number];

export const defaultFeedTab: FeedTabId = "news";

export const feedTabIconNames: Record<FeedTabId, IconName> = {
  news: "file-text",
  blog: "book-open",
  rss: "globe",
  social: "users",
};

/**
 * The RSS feeds the site may show. Their addresses are server configuration
 * (RSS_FEED_URLS), never taken from a request, so /api/rss is no open proxy.
 */
export const rssFeedIds = ["industry"] as const;
export type RssFeedId = (typeof rssFeedIds)[number];
export const defaultRssFeed: RssFeedId = "industry";

export function isRssFeedId(value: string | null): value is RssFeedId {
  return rssFeedIds.some((id) => id === value);
}

/** RSS snippets are cut to this many characters, then followed by dots. */
export const rssSnippetLength = 150;

/** Shortens a feed snippet to the spec's length, adding dots when it was cut. */
export function truncateSnippet(text: string, length = rssSnippetLength): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

import type { IconName } from "./icons";

// The feeds page: four tabs (news is the default); the social cards are in social-feeds.ts.

export const feedTabIds = ["news", "blog", "rss", "social"] as const;
export type FeedTabId = (typeof feedTabIds)[number];

export const defaultFeedTab: FeedTabId = "news";

export const feedTabs: Record<FeedTabId, { label: string; icon: IconName }> = {
  news: { label: "Latest News", icon: "file-text" },
  blog: { label: "Google Blogger", icon: "book-open" },
  rss: { label: "RSS Feeds", icon: "globe" },
  social: { label: "Social Media", icon: "users" },
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

/** The words the feeds' client parts show (the page hands them over as props). */
export const feedTexts = {
  refresh: "Refresh Feed",
  loading: "Loading...",
  rssEmpty: "No RSS items to display or error fetching feed.",
  // The spec's notice blamed CORS; the server now fetches the feed, so it says what happened.
  rssErrorTitle: "Failed to fetch RSS feed",
  rssErrorDescription: "The feed could not be loaded. Please try again later.",
  comingSoon: "Feature Coming Soon!",
  /** The tab list's name. */
  tabs: "Feeds",
} as const;

export type FeedTexts = { readonly [K in keyof typeof feedTexts]: string };

/** Shortens a feed snippet to the spec's length, adding dots when it was cut. */
export function truncateSnippet(text: string, length = rssSnippetLength): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

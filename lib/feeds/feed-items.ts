import "server-only";
import { isRssFeedId, type RssFeedId } from "@/lib/catalogue/feeds";
import { getEnv } from "@/lib/env";
import { FeedFetchError, feedFetchDefaults, fetchFeedDocument, type FeedFetchFailure } from "./fetch-feed";
import { parseFeedItems } from "./parse-feed";
import type { FeedItem } from "./types";

export type FeedResult = { kind: "items"; items: FeedItem[] } | { kind: "unknown_feed" } | { kind: "failed"; message: string };

/** Successes are kept this long; failures are not kept at all, so a broken feed is retried. */
export const feedCacheMs = 15 * 60 * 1000;

// One Map per server instance. The route also answers with s-maxage, so a CDN
// in front (Vercel's) shares the same 15 minutes across instances.
const cache = new Map<RssFeedId, { items: FeedItem[]; expires: number }>();
const pending = new Map<RssFeedId, Promise<FeedResult>>();

const failureMessages: Record<FeedFetchFailure | "parse", string> = {
  refused: "The feed's address was refused.",
  timeout: "The feed did not answer in time.",
  too_large: "The feed is too large.",
  bad_status: "The feed's server answered with an error.",
  network: "The feed's server could not be reached.",
  parse: "The feed is not valid RSS or Atom.",
};

/** The items of a configured feed: `feed` must be a catalogue id with an address in RSS_FEED_URLS. */
export async function getFeedItems(feed: string | null, now = Date.now()): Promise<FeedResult> {
  if (!isRssFeedId(feed)) return { kind: "unknown_feed" };
  const { RSS_FEED_URLS: urls, RSS_ALLOW_PRIVATE_HOSTS: allowPrivate } = getEnv();
  const url = urls[feed];
  if (!url) return { kind: "unknown_feed" };

  const cached = cache.get(feed);
  if (cached && cached.expires > now) return { kind: "items", items: cached.items };

  // Concurrent requests for the same feed share one fetch.
  let result = pending.get(feed);
  if (!result) {
    const trustedOrigins = new Set(allowPrivate ? Object.values(urls).map((address) => new URL(address).origin) : []);
    result = loadFeed(url, trustedOrigins).then((loaded) => {
      if (loaded.kind === "items") cache.set(feed, { items: loaded.items, expires: now + feedCacheMs });
      return loaded;
    });
    pending.set(feed, result);
    void result.finally(() => pending.delete(feed));
  }
  return result;
}

async function loadFeed(url: string, trustedOrigins: ReadonlySet<string>): Promise<FeedResult> {
  let xml: string;
  try {
    xml = await fetchFeedDocument(url, { ...feedFetchDefaults, trustedOrigins });
  } catch (error) {
    const reason = error instanceof FeedFetchError ? error.reason : "network";
    console.warn(`RSS feed ${url} failed: ${error instanceof Error ? error.message : String(error)}`);
    return { kind: "failed", message: failureMessages[reason] };
  }
  try {
    return { kind: "items", items: await parseFeedItems(xml) };
  } catch (error) {
    console.warn(`RSS feed ${url} is not a feed: ${error instanceof Error ? error.message : String(error)}`);
    return { kind: "failed", message: failureMessages.parse };
  }
}

/** Forgets every cached feed (tests). */
export function clearFeedCache(): void {
  cache.clear();
}

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { clearFeedCache, feedCacheMs, getFeedItems } from "@/lib/feeds/feed-items";
import { startFeedServer, type FeedServer } from "@/test/feed-server";
import { GET } from "./route";

// The configured feed is the local feed server; RSS_ALLOW_PRIVATE_HOSTS (test
// only) trusts exactly its origin, so a redirect to any other loopback name is
// still refused by the address guard.

let server: FeedServer;

beforeAll(async () => {
  server = await startFeedServer();
  vi.stubEnv("RSS_FEED_URLS", `industry=${server.origin}/feed.xml`);
  vi.stubEnv("RSS_ALLOW_PRIVATE_HOSTS", "true");
  // getEnv() validates every variable; this route never opens the database.
  vi.stubEnv("DATABASE_URL", process.env.DATABASE_URL ?? "postgresql://unused@127.0.0.1:1/unused");
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});
beforeEach(() => {
  clearFeedCache();
  server.hits.length = 0;
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

function get(query: string): Promise<Response> {
  return GET(new Request(`http://localhost/api/rss${query}`));
}

describe("GET /api/rss", () => {
  it("answers the configured RSS 2.0 feed's items and lets a CDN keep them 15 minutes", async () => {
    server.mode = "rss";
    const response = await get("?feed=industry");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("s-maxage=900");
    const { items } = (await response.json()) as { items: { title: string; link: string; contentSnippet: string }[] };
    expect(items.map((item) => item.title)).toEqual(["Reels in 2026: what works", "Local SEO & Google Business Profile"]);
    expect(items[0]?.contentSnippet).toHaveLength(153);
  });

  it("keeps a good answer for 15 minutes and fetches again after", async () => {
    server.mode = "atom";
    expect((await get("?feed=industry")).status).toBe(200);
    server.mode = "malformed";
    const cached = await get("?feed=industry");
    expect(cached.status).toBe(200);
    expect(((await cached.json()) as { items: { title: string }[] }).items[0]?.title).toBe("Lighting a product shoot on a budget");
    expect(server.hits).toEqual(["/feed.xml"]);

    server.mode = "rss";
    const later = await getFeedItems("industry", Date.now() + feedCacheMs + 1);
    expect(later.kind === "items" && later.items[0]?.title).toBe("Reels in 2026: what works");
    expect(server.hits).toEqual(["/feed.xml", "/feed.xml"]);
  });

  it.each([
    ["malformed XML", "malformed", "The feed is not valid RSS or Atom."],
    ["a feed over the size cap", "huge", "The feed is too large."],
    ["a redirect to another loopback host", "redirect-loopback", "The feed's address was refused."],
  ] as const)("answers 502 with a short message for %s, never caching it", async (_name, mode, message) => {
    server.mode = mode;
    const response = await get("?feed=industry");
    expect(response.status).toBe(502);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ error: "feed_failed", message });
    expect(server.hits).toEqual(["/feed.xml"]);

    server.mode = "rss";
    expect((await get("?feed=industry")).status).toBe(200);
  });

  it("answers 502 when the feed is slower than 5 seconds", { timeout: 15_000 }, async () => {
    server.mode = "slow";
    const response = await get("?feed=industry");
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: "feed_failed", message: "The feed did not answer in time." });
  });

  it.each([
    "",
    "?feed=",
    "?feed=unknown",
    "?feed=__proto__",
    `?feed=industry&url=${encodeURIComponent("http://169.254.169.254/")}`,
    `?url=${encodeURIComponent("https://example.com/rss")}`,
  ])("refuses %j with 400 and fetches nothing", async (query) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe("unknown_feed");
    expect(server.hits).toEqual([]);
  });
});

import { feedCacheMs, getFeedItems } from "@/lib/feeds/feed-items";
import { Answer } from "@/lib/http/answer";
import { route } from "@/lib/http/route";

// GET /api/rss?feed={id}: the items of a feed configured on the server. The
// address is never taken from the request, so this is no open proxy.
export const GET = route("rss", async (request) => {
  const params = new URL(request.url).searchParams;
  const result = params.has("url") ? ({ kind: "unknown_feed" } as const) : await getFeedItems(params.get("feed"));
  switch (result.kind) {
    case "items":
      return Answer.json(
        200,
        { items: result.items },
        { "cache-control": `public, max-age=0, s-maxage=${feedCacheMs / 1000}, stale-while-revalidate=60` },
      );
    case "unknown_feed":
      return Answer.json(
        400,
        { error: "unknown_feed", message: "Only the site's configured feeds can be read." },
        { "cache-control": "no-store" },
      );
    case "failed":
      return Answer.json(502, { error: "feed_failed", message: result.message }, { "cache-control": "no-store" });
  }
});

import { feedCacheMs, getFeedItems } from "@/lib/feeds/feed-items";

// GET /api/rss?feed={id}: the items of a feed configured on the server. The
// address is never taken from the request, so this is no open proxy.
export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const result = params.has("url") ? ({ kind: "unknown_feed" } as const) : await getFeedItems(params.get("feed"));
  switch (result.kind) {
    case "items":
      return Response.json(
        { items: result.items },
        { headers: { "cache-control": `public, max-age=0, s-maxage=${feedCacheMs / 1000}, stale-while-revalidate=60` } },
      );
    case "unknown_feed":
      return Response.json(
        { error: "unknown_feed", message: "Only the site's configured feeds can be read." },
        { status: 400, headers: { "cache-control": "no-store" } },
      );
    case "failed":
      return Response.json({ error: "feed_failed", message: result.message }, { status: 502, headers: { "cache-control": "no-store" } });
  }
}

import { endpoint } from "@/lib/api/endpoint";
import { ApiError } from "@/lib/http/errors";
import { ok } from "@/lib/http/responses";
import { feedCacheMs, getFeedItems } from "@/lib/feeds/feed-items";

const neverCached = { "cache-control": "no-store" };

// GET /api/rss?feed={id}: the items of a feed configured on the server. The
// address is never taken from the request, so this is no open proxy.
export const GET = endpoint({ name: "rss" }, async ({ url }) => {
  const params = url.searchParams;
  const result = params.has("url") ? ({ kind: "unknown_feed" } as const) : await getFeedItems(params.get("feed"));
  switch (result.kind) {
    case "items":
      return ok(
        { items: result.items },
        { "cache-control": `public, max-age=0, s-maxage=${feedCacheMs / 1000}, stale-while-revalidate=60` },
      );
    case "unknown_feed":
      throw new ApiError("unknown_feed", { message: "Only the site's configured feeds can be read." }, neverCached);
    case "failed":
      throw new ApiError("feed_failed", { message: result.message }, neverCached);
  }
});

import { Answer } from "@/lib/http/answer";
import { unavailable } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { listPublishedSlugs } from "@/lib/cms/blog";

// The published posts' slugs, for proxy.ts to answer a made-up /blog/<slug>
// with the "Post Not Found" page before anything renders (lib/routing/blog-slugs.ts).
// Read from the data cache /blog reads, so it costs no call to Sanity.
export const dynamic = "force-dynamic";

export const GET = route("blog-slugs", async () => {
  const slugs = await listPublishedSlugs();
  if (slugs === null) return unavailable();
  return Answer.json(200, { slugs }, { "Cache-Control": "no-store" });
});

import { endpoint } from "@/lib/api/endpoint";
import { ok, unavailable } from "@/lib/http/responses";
import { listPublishedSlugs } from "@/lib/cms/blog";

// The published posts' slugs, for proxy.ts to answer a made-up /blog/<slug>
// with the "Post Not Found" page before anything renders (lib/routing/blog-slugs.ts).
// Read from the data cache /blog reads, so it costs no call to Sanity.
export const dynamic = "force-dynamic";

export const GET = endpoint({ name: "blog-slugs" }, async () => {
  const slugs = await listPublishedSlugs();
  if (slugs === null) return unavailable();
  return ok({ slugs }, { "Cache-Control": "no-store" });
});

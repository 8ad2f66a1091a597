import { connection } from "next/server";
import { pageTexts } from "@/lib/i18n/messages/en/page-texts";
import { endpoint } from "@/lib/api/endpoint";
import { listPostDigests } from "@/lib/cms/blog";
import { blogFeedTitle, blogFeedType, blogFeedXml } from "@/lib/cms/feed";
import { document } from "@/lib/http/responses";
import { siteUrl } from "@/lib/seo/site";

// GET /blog/feed.xml: the agency's posts as RSS 2.0, the newest first, as /blog
// lists them. Per request from the data cache under the list's tag, so Sanity's
// publish webhook (POST /api/revalidate) refreshes the feed with the blog.
export const GET = endpoint({ name: "blog feed" }, async () => {
  await connection();
  const posts = await listPostDigests();
  const xml = blogFeedXml({ title: blogFeedTitle, description: pageTexts.blog.description, siteUrl }, posts);
  return document(xml, `${blogFeedType}; charset=utf-8`);
});

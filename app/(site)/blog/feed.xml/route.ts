import { connection } from "next/server";
import { pageTexts } from "@/lib/i18n/messages/en/page-texts";
import { listPostDigests } from "@/lib/cms/blog";
import { blogFeedTitle, blogFeedType, blogFeedXml } from "@/lib/cms/feed";
import { Answer } from "@/lib/http/answer";
import { route } from "@/lib/http/route";
import { siteUrl } from "@/lib/seo/site";

// GET /blog/feed.xml: the agency's posts as RSS 2.0, the newest first, as /blog
// lists them. Per request from the data cache under the list's tag, so Sanity's
// publish webhook (POST /api/revalidate) refreshes the feed with the blog.
export const GET = route("blog feed", async () => {
  await connection();
  const posts = await listPostDigests();
  const xml = blogFeedXml({ title: blogFeedTitle, description: pageTexts.blog.description, siteUrl }, posts);
  return new Answer(200, { raw: xml }, { "Content-Type": `${blogFeedType}; charset=utf-8` });
});

import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { listBlogPosts } from "@/lib/cms/blog";
import { sitemapEntries } from "@/lib/seo/sitemap";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Per request, like the blog: the posts come from the running server's Sanity settings.
  await connection();
  return sitemapEntries(await listBlogPosts());
}

import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { listBlogPosts } from "@/lib/cms/blog";
import { resourceHref, resources } from "@/lib/catalogue/resources";
import { serviceIds, servicePath } from "@/lib/catalogue/services";
import { listedPaths } from "@/lib/routing/pages";
import { absoluteUrl } from "@/lib/seo/site";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Per request, like the blog: the posts come from the running server's Sanity settings.
  await connection();
  const posts = await listBlogPosts();
  return [
    ...[...listedPaths(), ...serviceIds.map(servicePath), ...resources.map(resourceHref)].map((path) => ({ url: absoluteUrl(path) })),
    ...posts.map((post) => ({
      url: absoluteUrl(`/blog/${encodeURIComponent(post.slug)}`),
      ...(post.publishedAt ? { lastModified: post.publishedAt } : {}),
    })),
  ];
}

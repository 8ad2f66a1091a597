import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { resources } from "@/lib/catalogue/resources";
import { servicePath, serviceIds } from "@/lib/catalogue/services";
import { listBlogPosts } from "@/lib/cms/blog";
import { absoluteUrl } from "@/lib/seo/site";

/** The public pages (not /login, /admin, /search or the API), as e2e/helpers/routes.ts lists them. */
const staticPaths = [
  "/",
  "/about",
  "/services",
  "/why-choose-us",
  "/portfolio",
  "/who-we-serve",
  "/optional-addons",
  "/pricing",
  "/contact",
  "/quote",
  "/careers",
  "/resources",
  "/feeds",
  "/blog",
  "/privacy",
  "/terms",
  "/refund-policy",
  "/bank-payment-info",
];

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Per request, like the blog: the posts come from the running server's Sanity settings.
  await connection();
  const posts = await listBlogPosts();
  return [
    ...staticPaths.map((path) => ({ url: absoluteUrl(path) })),
    ...serviceIds.map((id) => ({ url: absoluteUrl(servicePath(id)) })),
    ...resources.map((resource) => ({ url: absoluteUrl(`/resources/${resource.category}/${resource.id}`) })),
    ...posts.map((post) => ({
      url: absoluteUrl(`/blog/${encodeURIComponent(post.slug)}`),
      ...(post.publishedAt ? { lastModified: post.publishedAt } : {}),
    })),
  ];
}

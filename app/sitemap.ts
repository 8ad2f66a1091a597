import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { listBlogPosts } from "@/lib/cms/blog";
import { jobOpenings, jobPath } from "@/lib/catalogue/careers";
import { resourceHref, resources } from "@/lib/catalogue/resources";
import { serviceIds, servicePath } from "@/lib/catalogue/services";
import { localePath, locales, translatedPaths } from "@/lib/i18n/locales";
import { listedPaths } from "@/lib/routing/pages";
import { absoluteUrl } from "@/lib/seo/site";

/** A page in every language, each entry naming the others (hreflang), English as x-default. */
function translatedEntries(path: string): MetadataRoute.Sitemap {
  const languages = {
    ...Object.fromEntries(locales.map((locale) => [locale, absoluteUrl(localePath(locale, path))])),
    "x-default": absoluteUrl(path),
  };
  return locales.map((locale) => ({ url: absoluteUrl(localePath(locale, path)), alternates: { languages } }));
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Per request, like the blog: the posts come from the running server's Sanity settings.
  await connection();
  const posts = await listBlogPosts();
  // Search results are unlisted (lib/routing/pages.ts), so they stay out in every language.
  const listed = [...listedPaths(), ...serviceIds.map(servicePath), ...resources.map(resourceHref), ...jobOpenings.map(jobPath)];
  const translated = (path: string) => translatedPaths.includes(path);
  return [
    ...listed.filter(translated).flatMap(translatedEntries),
    ...listed.filter((path) => !translated(path)).map((path) => ({ url: absoluteUrl(path) })),
    ...posts.map((post) => ({
      url: absoluteUrl(`/blog/${encodeURIComponent(post.slug)}`),
      ...(post.publishedAt ? { lastModified: post.publishedAt } : {}),
    })),
  ];
}

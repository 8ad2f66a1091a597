import type { MetadataRoute } from "next";
import { jobOpenings } from "@/lib/i18n/records/careers";
import { jobPath } from "@/lib/catalogue/careers";
import { policyEffectiveDate } from "@/lib/catalogue/policies";
import { resourceHref } from "@/lib/catalogue/resources";
import { resources } from "@/lib/i18n/records/resources";
import { servicePath } from "@/lib/catalogue/services";
import { services } from "@/lib/i18n/records/services";
import { localePath, locales, translatedPaths } from "@/lib/i18n/locales";
import { sitePages } from "@/lib/routing/pages";
import { absoluteUrl } from "./site";

// The sitemap's entries, each with the day its page's content last changed
// (Search Central: lastmod only when the content changed), read from the
// records the page shows: never the build's time, so two builds of the same
// content list the same dates.

/** A post as the sitemap sees it (lib/cms/blog-view.ts). */
export interface SitemapPost {
  slug: string;
  publishedAt: string | null;
}

/** The latest of ISO dates (or date-times), as its day; none of none. */
const latestDay = (dates: readonly string[]) =>
  dates.map((date) => date.slice(0, 10)).reduce<string | undefined>((latest, day) => (latest && latest >= day ? latest : day), undefined);

/** The listed pages that show records, and those records' dates: such a page changed when one of them did. */
function recordDates(posts: readonly SitemapPost[]): Readonly<Record<string, readonly string[]>> {
  return {
    "/services": services.map((service) => service.updatedOn),
    "/careers": jobOpenings.map((job) => job.postedOn),
    "/resources": resources.map((resource) => resource.date),
    "/blog": posts.flatMap((post) => (post.publishedAt ? [post.publishedAt] : [])),
    "/privacy": [policyEffectiveDate],
    "/terms": [policyEffectiveDate],
    "/refund-policy": [policyEffectiveDate],
  };
}

/** Each listed address with the day its content last changed. */
function datedPaths(posts: readonly SitemapPost[]): { path: string; lastModified?: string }[] {
  const records = recordDates(posts);
  const listed = sitePages
    .filter((page) => page.visibility === "listed")
    .map((page) => ({
      path: page.path,
      lastModified: latestDay([...(page.contentDate ? [page.contentDate] : []), ...(records[page.path] ?? [])]),
    }));
  return [
    ...listed,
    ...services.map((service) => ({ path: servicePath(service.id), lastModified: service.updatedOn })),
    ...resources.map((resource) => ({ path: resourceHref(resource), lastModified: resource.date })),
    ...jobOpenings.map((job) => ({ path: jobPath(job), lastModified: job.postedOn })),
  ];
}

/**
 * Every listed page, a translated one in each language naming the others (hreflang, English
 * as x-default), then the posts. A post without a readable date (Sanity requires one) has no lastmod.
 */
export function sitemapEntries(posts: readonly SitemapPost[]): MetadataRoute.Sitemap {
  const entries = datedPaths(posts).flatMap(({ path, lastModified }): MetadataRoute.Sitemap => {
    const dated = lastModified ? { lastModified } : {};
    if (!translatedPaths.includes(path)) return [{ url: absoluteUrl(path), ...dated }];
    const languages = {
      ...Object.fromEntries(locales.map((locale) => [locale, absoluteUrl(localePath(locale, path))])),
      "x-default": absoluteUrl(path),
    };
    return locales.map((locale) => ({ url: absoluteUrl(localePath(locale, path)), ...dated, alternates: { languages } }));
  });
  const postEntries = posts.map((post) => ({
    url: absoluteUrl(`/blog/${encodeURIComponent(post.slug)}`),
    ...(post.publishedAt ? { lastModified: post.publishedAt } : {}),
  }));
  return [...entries, ...postEntries];
}

import { jobOpenings } from "@/lib/i18n/records/careers";
import { jobPath } from "@/lib/catalogue/careers";
import { resourceCategoryIds, resourceHref } from "@/lib/catalogue/resources";
import { resources } from "@/lib/i18n/records/resources";
import { serviceIds, servicePath } from "@/lib/catalogue/services";
import { splitLocalePath, type Locale } from "@/lib/i18n/locales";
import { sitePages } from "@/lib/routing/pages";

// A measured address becomes one of a bounded set of pages: the registry's
// public pages (lib/routing/pages.ts), the catalogue's pages, a blog post as
// one bucket, and everything else as another, so no visitor can grow the
// counters by inventing addresses.

/** Every address that is not a known page. */
export const unknownPage = "(other)";
/** Every blog post together: their slugs are the editors', not a fixed list. */
export const blogPostPage = "/blog/[post]";

const knownPages: ReadonlySet<string> = new Set([
  ...sitePages.filter((page) => page.visibility !== "private").map((page) => page.path),
  ...serviceIds.map(servicePath),
  ...resourceCategoryIds.map((category) => `/resources/${category}`),
  ...resources.map(resourceHref),
  ...jobOpenings.map(jobPath),
]);

export interface MeasuredPage {
  page: string;
  language: Locale;
}

/** The page and language of a path as the browser sent it (no query; a trailing slash is ignored). */
export function measuredPage(path: string): MeasuredPage {
  const { locale, path: rest } = splitLocalePath(path.length > 1 ? path.replace(/\/+$/, "") || "/" : path);
  const page = rest === "" ? "/" : rest;
  if (knownPages.has(page)) return { page, language: locale };
  if (/^\/blog\/[^/]+$/.test(page)) return { page: blogPostPage, language: locale };
  return { page: unknownPage, language: locale };
}

/** The pages a reading may be counted under (the dashboard lists them in this order). */
export function isMeasuredPage(page: string): boolean {
  return knownPages.has(page) || page === blogPostPage || page === unknownPage;
}

import type { Metadata } from "next";
import { company } from "@/lib/catalogue/company";

type OpenGraph = NonNullable<Metadata["openGraph"]>;

/**
 * The site's Open Graph fields. A page that sets openGraph replaces the root
 * layout's whole object (Next merges metadata one key deep), so such pages
 * spread these in to keep the site name, locale and own URL.
 */
export const siteOpenGraph = { type: "website", locale: "en_IN", siteName: company.name, url: "./" } satisfies OpenGraph;

/** An article's Open Graph fields: the site's, with the article's own title, description and date. */
export function articleOpenGraph(article: { title: string; description: string; publishedTime?: string }): OpenGraph {
  return { ...siteOpenGraph, type: "article", ...article };
}

import type { Metadata } from "next";
import { SearchPage } from "@/components/search/search-page";
import { listPostDigests } from "@/lib/cms/blog";
import { textsFor } from "@/lib/i18n/texts";
import { readQuery, type SearchParams } from "@/lib/search/query";
import { pageMetadata } from "@/lib/seo/site-metadata";
import { localeOf } from "@/lib/i18n/locale-param";

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await localeOf(params);
  // Result pages are endless query variations: keep them out of search engines.
  return { ...pageMetadata(locale, "/search", textsFor(locale).search), robots: { index: false, follow: true } };
}

// Per request: its results depend on ?q=.
export default async function SearchRoute({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const query = readQuery((await searchParams).q);
  // The blog's posts are searched too (English, from the data cache the publish webhook refreshes).
  const posts = query ? await listPostDigests() : [];
  return <SearchPage locale={await localeOf(params)} query={query} posts={posts} />;
}

import type { Metadata } from "next";
import { SearchPage } from "@/components/search/search-page";
import { searchPageTexts } from "@/lib/catalogue/search-texts";
import { listPostDigests } from "@/lib/cms/blog";
import { readQuery, type SearchParams } from "@/lib/search/query";
import { languageAlternates } from "@/lib/seo/language-alternates";

export const metadata: Metadata = {
  title: searchPageTexts.title,
  description: searchPageTexts.description,
  alternates: languageAlternates("en", "/search"),
  // Result pages are endless query variations: keep them out of search engines.
  robots: { index: false, follow: true },
};

export default async function EnglishSearchPage({ searchParams }: { searchParams: SearchParams }) {
  const query = readQuery((await searchParams).q);
  // The blog's posts are searched too, from the data cache the publish webhook refreshes.
  const posts = query ? await listPostDigests() : [];
  return <SearchPage locale="en" query={query} posts={posts} />;
}

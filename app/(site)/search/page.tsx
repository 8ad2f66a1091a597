import type { Metadata } from "next";
import { SearchPage } from "@/components/search/search-page";
import { searchPageTexts } from "@/lib/catalogue/search-texts";
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
  return <SearchPage locale="en" query={readQuery((await searchParams).q)} />;
}

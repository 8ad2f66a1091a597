import type { Metadata } from "next";
import { NoResults, SearchResults } from "@/components/search/search-results";
import { SearchForm } from "@/components/search/search-form";
import { PageHero } from "@/components/ui/page-hero";
import { maxQueryLength, searchSite } from "@/lib/search/search";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export const metadata: Metadata = {
  title: "Search",
  description: "Search our services, plans, add-ons, free resources and pages.",
  // Result pages are endless query variations: keep them out of search engines.
  robots: { index: false, follow: true },
};

/** The q parameter as one trimmed string (the first, when repeated). */
function readQuery(value: string | string[] | undefined): string {
  const raw = Array.isArray(value) ? value[0] : value;
  return (raw ?? "").trim().slice(0, maxQueryLength);
}

export default async function SearchPage({ searchParams }: { searchParams: SearchParams }) {
  const query = readQuery((await searchParams).q);
  const results = query ? searchSite(query) : [];
  const summary = !query
    ? "Find services, plans, add-ons, resources and pages."
    : `${results.length} ${results.length === 1 ? "result" : "results"} for “${query}”`;

  return (
    <>
      <PageHero title="Search" lead={summary}>
        <div className="w-full">
          <SearchForm query={query} />
        </div>
      </PageHero>
      <section aria-labelledby="search-results-heading" className="px-4 pb-16 sm:px-6">
        <div className="mx-auto max-w-3xl">
          <h2 id="search-results-heading" className="sr-only">
            Search results
          </h2>
          {results.length > 0 ? <SearchResults results={results} /> : <NoResults query={query} />}
        </div>
      </section>
    </>
  );
}

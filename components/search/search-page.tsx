import { PageHero } from "@/components/ui/page-hero";
import { fill } from "@/lib/i18n/fill";
import { pathIn, type Locale } from "@/lib/i18n/locales";
import { servicesIn } from "@/lib/pages/services";
import { textsFor } from "@/lib/i18n/texts";
import type { BlogPostDigest } from "@/lib/cms/blog-view";
import { postDocuments, siteDocuments } from "@/lib/search/documents";
import { failOnDrill } from "@/lib/ops/error-drill";
import { searchSite } from "@/lib/search/search";
import { NoResults, SearchResults } from "./search-results";
import { SearchForm } from "./search-form";

/**
 * /search?q= in any of the site's languages: the results come from that language's
 * index (lib/search/documents.ts) and the blog's posts, which the page reads for a query.
 */
export function SearchPage({ locale, query, posts }: { locale: Locale; query: string; posts: readonly BlogPostDigest[] }) {
  failOnDrill(query);
  const { search: texts, navigation } = textsFor(locale);
  const results = query ? searchSite(query, [...siteDocuments(locale), ...postDocuments(posts)]) : [];
  const summary = query
    ? fill(texts.summary, { count: results.length, noun: results.length === 1 ? texts.result : texts.results, query })
    : texts.prompt;
  const browse = servicesIn(locale).map((service) => ({
    id: service.id,
    name: navigation.services[`/services/${service.id}`] ?? service.title,
    href: pathIn(locale, `/services/${service.id}`),
  }));

  return (
    <>
      <PageHero title={texts.title} lead={summary}>
        <div className="w-full">
          <SearchForm query={query} action={pathIn(locale, "/search")} texts={texts} />
        </div>
      </PageHero>
      <section aria-labelledby="search-results-heading" className="px-4 pb-16 sm:px-6">
        <div className="mx-auto max-w-3xl">
          <h2 id="search-results-heading" className="sr-only">
            {texts.resultsHeading}
          </h2>
          {results.length > 0 ? (
            <SearchResults results={results} kinds={texts.kinds} />
          ) : (
            <NoResults query={query} texts={texts} browse={browse} />
          )}
        </div>
      </section>
    </>
  );
}

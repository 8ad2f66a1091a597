import { ButtonLink } from "@/components/ui/button-link";
import { Icon } from "@/components/ui/icon";
import type { searchPageTexts } from "@/lib/i18n/messages/en/search-texts";
import type { SearchKind } from "@/lib/search/documents";
import type { SearchResult } from "@/lib/search/search";

const kindClasses: Record<SearchKind, string> = {
  service: "bg-indigo-100 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200",
  plan: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200",
  "add-on": "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  resource: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100",
  post: "bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-100",
  page: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
};

export function SearchResults({ results, kinds }: { results: readonly SearchResult[]; kinds: Record<SearchKind, string> }) {
  return (
    <ol className="space-y-4">
      {results.map((result) => (
        <li key={`${result.kind}:${result.href}:${result.title}`}>
          <article className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-colors focus-within:border-indigo-500 hover:border-indigo-400 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-indigo-500">
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${kindClasses[result.kind]}`}>{kinds[result.kind]}</span>
            <h3 className="mt-3 text-lg font-semibold text-ink">
              <a href={result.href} className="text-accent underline-offset-4 hover:underline">
                {result.title}
              </a>
            </h3>
            <p className="mt-1 text-muted">{result.excerpt}</p>
          </article>
        </li>
      ))}
    </ol>
  );
}

/** Shown when nothing matched (or nothing was asked): a way on, not a dead end. */
export function NoResults({
  query,
  texts,
  browse,
}: {
  query: string;
  texts: Pick<typeof searchPageTexts, "noResults" | "noResultsText" | "ask" | "askText">;
  /** The five services, as the navigation names them, at their addresses in the page's language. */
  browse: readonly { id: string; name: string; href: string }[];
}) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-600">
      <Icon name="search" className="mx-auto h-10 w-10 text-slate-500 dark:text-slate-400" />
      <h3 className="mt-4 text-lg font-semibold text-ink">{query ? texts.noResults : texts.ask}</h3>
      <p className="mt-2 text-muted">{query ? texts.noResultsText : texts.askText}</p>
      <ul className="mt-5 flex flex-wrap justify-center gap-2">
        {browse.map((link) => (
          <li key={link.id}>
            <ButtonLink href={link.href} variant="secondary" className="px-4 py-2">
              {link.name}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { Icon } from "@/components/ui/icon";
import { buttonClasses } from "@/components/ui/button-link";
import type { searchPageTexts } from "@/lib/i18n/messages/en/search-texts";
import { maxQueryLength } from "@/lib/search/search";

/** A plain GET form to the page's /search (/te/search on a Telugu page): it works before (and without) JavaScript. */
export function SearchForm({
  query,
  action,
  texts,
}: {
  query: string;
  action: string;
  texts: Pick<typeof searchPageTexts, "form" | "inputLabel" | "placeholder" | "submit">;
}) {
  return (
    <form action={action} method="get" role="search" aria-label={texts.form} className="mx-auto flex max-w-2xl gap-2">
      <label htmlFor="search-query" className="sr-only">
        {texts.inputLabel}
      </label>
      <div className="relative min-w-0 flex-1">
        <Icon
          name="search"
          className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-500 dark:text-slate-400"
        />
        <input
          id="search-query"
          name="q"
          type="search"
          defaultValue={query}
          maxLength={maxQueryLength}
          placeholder={texts.placeholder}
          className="w-full rounded-lg border border-slate-300 bg-white py-3 pr-3 pl-10 text-ink placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:placeholder:text-slate-400"
        />
      </div>
      <button type="submit" className={buttonClasses("primary", "shrink-0")}>
        {texts.submit}
      </button>
    </form>
  );
}

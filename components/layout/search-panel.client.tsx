"use client";

import { buttonClasses } from "@/components/ui/button-link";
import { Icon } from "@/components/ui/icon";
import { searchTexts } from "@/lib/i18n/messages/en/shell-texts/navbar";
import { localePath } from "@/lib/i18n/locales";
import { usePageLocale, useWords } from "@/components/ui/words.client";

/**
 * The navbar's search panel. Issue 3 replaces the spec's alert with a real results page:
 * a GET form to /search?q= (in the page's language), which also works before the page has hydrated.
 */
/** Escape is handled by the navbar, which also returns focus to the search button. */
export function SearchPanel({ id }: { id: string }) {
  const texts = useWords("search", searchTexts);
  const locale = usePageLocale();
  return (
    <div id={id} className="border-t border-slate-200 bg-white/95 px-4 py-3 sm:px-6 dark:border-slate-800 dark:bg-slate-950/95">
      {/* A plain GET form: next/form's client navigation would add its code to every page for one search. */}
      <form action={localePath(locale, "/search")} role="search" aria-label={texts.form} className="mx-auto flex max-w-3xl gap-2">
        <label htmlFor={`${id}-input`} className="sr-only">
          {texts.label}
        </label>
        <input
          id={`${id}-input`}
          name="q"
          type="search"
          placeholder={texts.placeholder}
          autoFocus
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-offset-1 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
        <button type="submit" className={buttonClasses("primary", "px-4 py-2")}>
          <Icon name="search" className="h-4 w-4" />
          {texts.submit}
        </button>
      </form>
    </div>
  );
}

"use client";

import { useState, useSyncExternalStore } from "react";
import { localePath, splitLocalePath, translationOf, type PrefixedLocale } from "@/lib/i18n/locales";
import { suggestedLocale, suggestionTexts } from "@/lib/i18n/suggestion";
import { hasChosenLanguage, rememberLanguage } from "./language-choice";
import { fewWordsFont } from "./script-fonts";
import { usePageAddress } from "./page-address";

const noSubscription = () => () => {};
const browserSuggestion = (): PrefixedLocale | null => (hasChosenLanguage() ? null : suggestedLocale(navigator.languages));

/**
 * On an English page that exists in Telugu or Hindi, a small card offering it
 * to a visitor whose browser prefers that language, until the visitor chooses
 * (here or in the picker). Never a redirect: search engines and everyone else
 * see each address as it is. Fixed in a corner, after the page: it shifts nothing.
 */
export function LanguageSuggestion() {
  const pathname = usePageAddress();
  const { locale, path } = splitLocalePath(pathname);
  // What the browser prefers, unless the visitor has chosen already (read in the browser only; nothing on the server).
  const preferred = useSyncExternalStore(noSubscription, browserSuggestion, () => null);
  const [declined, setDeclined] = useState(false);
  const suggested = locale === "en" && translationOf(path) === path && !declined ? preferred : null;

  if (!suggested) return null;
  const words = suggestionTexts[suggested];
  return (
    <aside
      lang={suggested}
      aria-label={words.text}
      style={{ fontFamily: fewWordsFont(suggested) }}
      className="fixed top-20 right-4 left-4 z-40 flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-800 shadow-lg sm:left-auto sm:max-w-sm dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="flex-1">
        <p>{words.text}</p>
        <a
          href={localePath(suggested, path)}
          hrefLang={suggested}
          onClick={() => rememberLanguage(suggested)}
          className="mt-2 inline-block font-semibold text-accent underline-offset-4 hover:underline"
        >
          {words.open} <span aria-hidden="true">→</span>
        </a>
      </div>
      <button
        type="button"
        aria-label={words.decline}
        onClick={() => {
          rememberLanguage("en");
          setDeclined(true);
        }}
        className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-xl leading-none text-muted hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}

"use client";

import { createContext, use, type ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales";
import type { ClientWords } from "@/lib/i18n/client-words";

interface PageWords {
  locale: Locale;
  /** The client parts' words in the page's language, by namespace; none on English pages. */
  words?: Partial<ClientWords>;
}

const WordsContext = createContext<PageWords>({ locale: "en" });

/**
 * Gives the client parts below it their words in a Telugu or Hindi page's
 * language, by namespace (an inner provider adds namespaces to an outer one's).
 * English pages carry none: each part has its English words bundled.
 */
export function WordsProvider({ locale, words, children }: Required<PageWords> & { children: ReactNode }) {
  const outer = use(WordsContext).words;
  return <WordsContext value={{ locale, words: { ...outer, ...words } }}>{children}</WordsContext>;
}

/** The page's language: for a link that must lead to the translation of its target. */
export const usePageLocale = () => use(WordsContext).locale;

/**
 * One namespace of a client part's words in the page's language, the one way
 * a client part asks for words (as next-intl's `useTranslations(namespace)`):
 * `english` on English pages. Without `english`, undefined there: for words
 * the code that loads later carries itself.
 */
export function useWords<N extends keyof ClientWords>(namespace: N, english: ClientWords[N]): ClientWords[N];
export function useWords<N extends keyof ClientWords>(namespace: N): ClientWords[N] | undefined;
export function useWords<N extends keyof ClientWords>(namespace: N, english?: ClientWords[N]) {
  return use(WordsContext).words?.[namespace] ?? english;
}

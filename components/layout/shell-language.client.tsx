"use client";

import { createContext, use, type ReactNode } from "react";
import type { ClientShellTexts } from "@/lib/i18n/messages/en/shell-texts";
import { newTabText } from "@/lib/i18n/messages/en/shell-texts/navbar";
import type { Locale } from "@/lib/i18n/locales";

interface ShellLanguage {
  locale: Locale;
  /** Absent on English pages: each component has its English words as its own default. */
  texts?: ClientShellTexts;
  /** The pages' names in the language, by path, as its navigation says them (for the breadcrumb). */
  pageNames?: Readonly<Record<string, string>>;
}

const ShellLanguageContext = createContext<ShellLanguage>({ locale: "en" });

/** The language of a Telugu or Hindi page, for the shell's interactive parts. English pages carry none. */
export function ShellLanguageProvider({ locale, texts, pageNames, children }: Required<ShellLanguage> & { children: ReactNode }) {
  return <ShellLanguageContext value={{ locale, texts, pageNames }}>{children}</ShellLanguageContext>;
}

/** The page's language: for a link that must lead to the translation of its target. */
export const usePageLocale = () => use(ShellLanguageContext).locale;

/** The pages' names on a Telugu or Hindi page; none on English ones, whose breadcrumb names pages from their addresses. */
export const usePageNames = () => use(ShellLanguageContext).pageNames;

/** " (opens in a new tab)" in the page's language, for a link's screen-reader text. */
export const useNewTabText = () => use(ShellLanguageContext).texts?.newTab ?? newTabText;

/** The page's language, and one part of the shell's words in it (`english` on English pages). */
export function useShellTexts<Part extends keyof ClientShellTexts>(part: Part, english: ClientShellTexts[Part]) {
  const { locale, texts } = use(ShellLanguageContext);
  return { locale, texts: texts?.[part] ?? english, newTab: useNewTabText() };
}

/** One part of the shell's words on a Telugu or Hindi page; undefined on English ones, where the code that loads later has its own. */
export function useShellTranslation<Part extends keyof ClientShellTexts>(part: Part): ClientShellTexts[Part] | undefined {
  return use(ShellLanguageContext).texts?.[part];
}

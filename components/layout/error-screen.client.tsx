"use client";

import { useEffect, useState } from "react";
import { errorScreenTexts, type ErrorScreenWords } from "@/lib/i18n/messages/en/shell-texts/error-screen";
import type { Locale } from "@/lib/i18n/locales";

export interface ErrorScreenProps {
  error: Error & { digest?: string };
  /** Next's retry: fetches the failed segment again and renders it. */
  retry: () => void;
}

export interface ErrorScreenOptions extends ErrorScreenProps {
  locale: Locale;
  /** Drawn in a document of its own (app/global-error.tsx), without the root layout's theme script. */
  ownDocument?: boolean;
}

/** The screen's words in `locale`: English at once, Telugu and Hindi once their small chunk is in (English if it cannot load). */
function useErrorScreenWords(locale: Locale): ErrorScreenWords | null {
  const [words, setWords] = useState<ErrorScreenWords | null>(locale === "en" ? errorScreenTexts : null);
  useEffect(() => {
    if (locale === "en") return;
    import("@/lib/i18n/messages/error-screen-translations").then(
      (module) => setWords(module.errorScreenTranslations[locale]),
      () => setWords(errorScreenTexts),
    );
  }, [locale]);
  return words;
}

/** Counts a browser error (one without a digest: a server error was counted by the server, instrumentation.ts). */
function useCountedError(error: ErrorScreenProps["error"]): void {
  useEffect(() => {
    if (!error.digest) void import("@/components/analytics/measure").then((measure) => measure.countError(error));
  }, [error]);
}

/** The theme the visitor chose (components/layout/theme.ts keeps it under "theme"), where no theme script set it. */
function useStoredTheme(apply: boolean): void {
  useEffect(() => {
    if (!apply) return;
    try {
      const theme = localStorage.getItem("theme");
      if (theme === "dark" || (theme !== "light" && matchMedia("(prefers-color-scheme: dark)").matches)) {
        document.documentElement.classList.add("dark");
      }
    } catch {
      // Storage disabled: the light theme.
    }
  }, [apply]);
}

/** The screen itself: its title, a sentence, "Try again" and the way home, in the site's look. */
function ErrorScreenBody({ locale, words, retry }: { locale: Locale; words: ErrorScreenWords | null; retry: () => void }) {
  if (!words) return <div className="min-h-96" />;
  return (
    <div className="px-4 py-24 sm:px-6">
      <div role="alert" className="mx-auto max-w-xl text-center">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{words.title}</h1>
        <p className="mt-4 text-lg text-muted">{words.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" onClick={retry} className="btn btn-primary">
            {words.retry}
          </button>
          {/* A plain link: the failed page's client state is left behind whole. */}
          <a href={locale === "en" ? "/" : `/${locale}`} className="btn btn-secondary">
            {words.home}
          </a>
        </div>
      </div>
    </div>
  );
}

/**
 * What a page shows in place of itself when it fails, inside the shell and in the page's language.
 * A browser error is counted by its name only.
 */
export function ErrorScreen({ error, retry, locale, ownDocument = false }: ErrorScreenOptions) {
  useCountedError(error);
  useStoredTheme(ownDocument);
  return <ErrorScreenBody locale={locale} words={useErrorScreenWords(locale)} retry={retry} />;
}

"use client";

import { useEffect } from "react";
import { errorScreenTexts } from "@/lib/catalogue/shell-texts/error-screen";
import { localePath } from "@/lib/i18n/locales";
import { useShellTexts } from "./shell-language.client";

export interface ErrorScreenProps {
  error: Error & { digest?: string };
  /** Next's retry: fetches the failed segment again and renders it. */
  retry: () => void;
}

/**
 * What a page shows in place of itself when it fails, inside the shell and in the page's language:
 * "Try again" and the way home. A browser error is counted by its name only; a server error (it
 * has a digest) was counted by the server (instrumentation.ts) and is not counted twice.
 */
export function ErrorScreen({ error, retry }: ErrorScreenProps) {
  const { locale, texts } = useShellTexts("errorScreen", errorScreenTexts);
  useEffect(() => {
    if (!error.digest) void import("@/components/analytics/measure").then((measure) => measure.countError(error));
  }, [error]);
  return (
    <div className="px-4 py-24 sm:px-6">
      <div role="alert" className="mx-auto max-w-xl text-center">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{texts.title}</h1>
        <p className="mt-4 text-lg text-muted">{texts.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" onClick={retry} className="btn btn-primary">
            {texts.retry}
          </button>
          {/* A plain link: the failed page's client state is left behind whole. */}
          <a href={localePath(locale, "/")} className="btn btn-secondary">
            {texts.home}
          </a>
        </div>
      </div>
    </div>
  );
}

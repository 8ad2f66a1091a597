"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { darkQuery, themeStorageKey } from "@/components/layout/theme-script";
import { splitLocalePath, type Locale } from "@/lib/i18n/locales";
import "./globals.css";

// What shows when a root layout itself fails: Next renders this in place of the
// whole document, so it brings its own <html>, and its words in the three
// languages (the shell that carries the translations is what failed). Kept
// small: Next loads it with every page.
const words: Record<Locale, { title: string; text: string; retry: string; home: string }> = {
  en: { title: "Something went wrong", text: "The site could not be shown just now.", retry: "Try again", home: "Back to Home" },
  te: { title: "ఏదో పొరపాటు జరిగింది", text: "సైట్‌ను ఇప్పుడు చూపించలేకపోయాము.", retry: "మళ్లీ ప్రయత్నించండి", home: "హోమ్‌కు తిరిగి వెళ్లండి" },
  hi: { title: "कुछ गड़बड़ हो गई", text: "साइट अभी नहीं दिखाई जा सकी।", retry: "फिर से कोशिश करें", home: "होम पर वापस जाएँ" },
};

export default function GlobalError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const locale = splitLocalePath(usePathname() ?? "/").locale;
  const text = words[locale];
  useEffect(() => {
    try {
      const theme = localStorage.getItem(themeStorageKey);
      if (theme === "dark" || (theme !== "light" && matchMedia(darkQuery).matches)) {
        document.documentElement.classList.add("dark");
      }
    } catch {
      // Storage disabled: the light theme.
    }
    if (!error.digest) void import("@/components/analytics/measure").then((measure) => measure.countError(error));
  }, [error]);
  return (
    <html lang={locale}>
      <body className="min-h-screen font-sans">
        <main className="px-4 py-24 text-center">
          <h1 className="text-3xl font-bold text-ink">{text.title}</h1>
          <p className="mt-4 text-lg text-muted">{text.text}</p>
          <p className="mt-8 flex flex-wrap justify-center gap-3">
            <button type="button" onClick={retry} className="btn btn-primary">
              {text.retry}
            </button>
            <a href={locale === "en" ? "/" : `/${locale}`} className="btn btn-secondary">
              {text.home}
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}

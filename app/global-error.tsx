"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { ErrorScreenOnDemand } from "@/components/layout/error-screen-on-demand.client";
import type { ErrorScreenProps } from "@/components/layout/error-screen.client";
import type { Locale } from "@/lib/i18n/locales";
import "./globals.css";

// What shows when a root layout itself fails: Next renders this in place of the
// whole document, so it brings its own <html> and the site's styles; the
// language comes from the address (the shell that knows it is what failed).
function localeOf(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return first === "te" || first === "hi" ? first : "en";
}

export default function GlobalError({ error, retry }: ErrorScreenProps) {
  const locale = localeOf(usePathname() ?? "/");
  useEffect(() => {
    // The theme the visitor chose (components/layout/theme.ts keeps it under "theme").
    try {
      const theme = localStorage.getItem("theme");
      if (theme === "dark" || (theme !== "light" && matchMedia("(prefers-color-scheme: dark)").matches)) {
        document.documentElement.classList.add("dark");
      }
    } catch {
      // Storage disabled: the light theme.
    }
  }, []);
  return (
    <html lang={locale}>
      <body className="min-h-screen font-sans">
        <main>
          <ErrorScreenOnDemand error={error} retry={retry} locale={locale} />
        </main>
      </body>
    </html>
  );
}

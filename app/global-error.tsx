"use client";

import { usePathname } from "next/navigation";
import { ErrorScreenOnDemand } from "@/components/layout/error-screen-on-demand.client";
import type { ErrorScreenProps } from "@/components/layout/error-screen.client";
import type { Locale } from "@/lib/i18n/locales";
import "./globals.css";

// What shows when a root layout itself fails: Next renders this in place of the
// whole document, so it brings its own <html>, the site's styles and (with the
// screen) the visitor's theme; the language comes from the address (the shell
// that knows it is what failed).
function localeOf(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return first === "te" || first === "hi" ? first : "en";
}

export default function GlobalError({ error, retry }: ErrorScreenProps) {
  const locale = localeOf(usePathname() ?? "/");
  return (
    <html lang={locale}>
      <body className="min-h-screen font-sans">
        <main>
          <ErrorScreenOnDemand error={error} retry={retry} locale={locale} ownDocument />
        </main>
      </body>
    </html>
  );
}

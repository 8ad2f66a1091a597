import type { ReactNode } from "react";
import { themeScript } from "@/components/layout/theme-script";
import { Toaster } from "@/components/layout/toaster.client";
import type { Locale } from "@/lib/i18n/locales";
import { textsFor } from "@/lib/i18n/texts";
import { inter } from "./fonts";
import "./globals.css";

/**
 * The <html> every page is written in: its language (and, for Telugu and Hindi, that script's
 * font), the theme set before the first paint, the skip link and the toast outlet. Each root
 * layout (app/[locale], app/(site), app/(admin), app/studio) wraps its pages in it;
 * app/global-not-found.tsx, which Next renders without any layout, too.
 */
export function SiteDocument({ children, locale = "en" }: { children: ReactNode; locale?: Locale }) {
  const { shell } = textsFor(locale);
  return (
    // The head script sets the theme class on <html> before the first paint (hence suppressHydrationWarning).
    // Its language also sets the script's font (app/globals.css).
    <html lang={locale} className={inter.variable} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
      </head>
      <body className="min-h-screen font-sans">
        <a href="#main" className="skip-link">
          {shell.skipLink}
        </a>
        {children}
        {/* English pages keep sonner's own name for the region, and send no prop for it. */}
        <Toaster label={locale === "en" ? undefined : shell.notifications} />
      </body>
    </html>
  );
}

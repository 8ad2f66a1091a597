import type { ReactNode } from "react";
import { themeScript } from "@/components/layout/theme-script";
import { Toaster } from "@/components/layout/toaster.client";
import { inter } from "./fonts";
import "./globals.css";

/**
 * The <html> every page is written in: the theme set before the first paint,
 * the skip link and the toast outlet. Each root layout (app/(site), app/(admin), app/studio) wraps its pages in it;
 * app/global-not-found.tsx, which Next renders without any layout, too.
 */
export function SiteDocument({ children }: { children: ReactNode }) {
  return (
    // The head script sets the theme class on <html> before the first paint (hence suppressHydrationWarning).
    <html lang="en" className={inter.variable} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
      </head>
      <body className="min-h-screen font-sans">
        <a
          href="#main"
          className="sr-only rounded-md bg-indigo-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100]"
        >
          Skip to main content
        </a>
        {children}
        <Toaster />
      </body>
    </html>
  );
}

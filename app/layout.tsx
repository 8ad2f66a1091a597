import type { Metadata } from "next";
import type { ReactNode } from "react";
import { themeScript } from "@/components/layout/theme-script";
import { Toaster } from "@/components/layout/toaster.client";
import { siteOpenGraph } from "@/lib/seo/open-graph";
import { siteUrl } from "@/lib/seo/site";
import { inter } from "./fonts";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  // "./" resolves to each page's own path: every page is its own canonical URL.
  alternates: { canonical: "./" },
  openGraph: siteOpenGraph,
  twitter: { card: "summary_large_image" },
  // Declared so browsers do not ask for /favicon.ico (a 404, logged as a console error).
  icons: { icon: "/logo.svg" },
  title: { default: "Digital Media Agency, Hyderabad", template: "%s | Digital Media Agency" },
  description:
    "Social media marketing, equipment rentals, video editing, digital marketing and web development from Hyderabad.",
};

export default function RootLayout({ children }: Readonly<{ children: ReactNode }>) {
  return (
    // The head script sets the theme class on <html> before the first paint (hence suppressHydrationWarning).
    <html lang="en" className={inter.variable} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
      </head>
      <body className="min-h-screen font-sans">
        <a
          href="#main"
          className="sr-only rounded-md bg-indigo-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          Skip to main content
        </a>
        {children}
        <Toaster />
      </body>
    </html>
  );
}

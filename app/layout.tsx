import type { Metadata } from "next";
import type { ReactNode } from "react";
import { SiteDocument } from "./site-document";
import { siteOpenGraph } from "@/lib/seo/open-graph";
import { siteUrl } from "@/lib/seo/site";

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  // "./" resolves to each page's own path: every page is its own canonical URL.
  alternates: { canonical: "./" },
  openGraph: siteOpenGraph,
  twitter: { card: "summary_large_image" },
  // Declared so browsers do not ask for /favicon.ico (a 404, logged as a console error).
  icons: { icon: "/logo.svg" },
  title: { default: "Digital Media Agency, Hyderabad", template: "%s | Digital Media Agency" },
  description: "Social media marketing, equipment rentals, video editing, digital marketing and web development from Hyderabad.",
};

export default function RootLayout({ children }: Readonly<{ children: ReactNode }>) {
  return <SiteDocument>{children}</SiteDocument>;
}

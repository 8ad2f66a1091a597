import type { Metadata } from "next";
import type { ReactNode } from "react";
import { siteMetadata } from "@/lib/seo/site-metadata";
import { SiteDocument } from "../site-document";

export const metadata: Metadata = siteMetadata;

// A root layout of its own: the Studio fills the page without the public shell.
export default function StudioLayout({ children }: Readonly<{ children: ReactNode }>) {
  return <SiteDocument>{children}</SiteDocument>;
}

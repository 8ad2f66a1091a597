import type { Metadata } from "next";
import type { ReactNode } from "react";
import { siteMetadata } from "@/lib/seo/site-metadata";
import { SiteDocument } from "../site-document";

export const metadata: Metadata = siteMetadata;

// The agency's own pages (the dashboard and its sign-in) share one root layout,
// the document without the public shell: the sign-in hands over to the
// dashboard in place, where crossing root layouts would reload the page.
export default function AdminRootLayout({ children }: Readonly<{ children: ReactNode }>) {
  return <SiteDocument>{children}</SiteDocument>;
}

import type { Metadata } from "next";
import type { ReactNode } from "react";
import { BrandFontForNextPage } from "@/components/layout/brand-font.client";
import { siteMetadata } from "@/lib/seo/site-metadata";
import { SiteDocument } from "../site-document";

export const metadata: Metadata = siteMetadata;

// The agency's own pages (the dashboard and its sign-in) share one root layout,
// the document without the public shell: the sign-in hands over to the
// dashboard in place, where crossing root layouts would reload the page.
// Inter as on the public pages: fetched once the first page has loaded, set on the next.
export default function AdminRootLayout({ children }: Readonly<{ children: ReactNode }>) {
  return (
    <SiteDocument>
      {children}
      <BrandFontForNextPage />
    </SiteDocument>
  );
}

import type { Metadata } from "next";
import type { ReactNode } from "react";
import { SiteShell } from "@/components/layout/site-shell";
import { siteMetadata } from "@/lib/seo/site-metadata";
import { SiteDocument } from "../site-document";

export const metadata: Metadata = siteMetadata;

// The root layout of the blog's posts, which exist in English only (the editors
// write them in English in Sanity, and they are rendered per request): the
// document and the shell (navbar, breadcrumb, <main id="main">, footer, floating
// widgets, cookie banner). Every other public page is one route in
// app/[locale], in all three languages.
export default function BlogPostLayout({ children }: Readonly<{ children: ReactNode }>) {
  return (
    <SiteDocument>
      <SiteShell>{children}</SiteShell>
    </SiteDocument>
  );
}

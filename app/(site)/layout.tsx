import type { Metadata } from "next";
import type { ReactNode } from "react";
import { SiteShell } from "@/components/layout/site-shell";
import { siteMetadata } from "@/lib/seo/site-metadata";
import { SiteDocument } from "../site-document";

export const metadata: Metadata = siteMetadata;

// The English public pages' root layout: the document and the shell (navbar,
// breadcrumb, <main id="main">, footer, floating widgets, cookie banner).
export default function SiteLayout({ children }: Readonly<{ children: ReactNode }>) {
  return (
    <SiteDocument>
      <SiteShell>{children}</SiteShell>
    </SiteDocument>
  );
}

import type { ReactNode } from "react";
import { SiteShell } from "@/components/layout/site-shell";

// The public pages' shell: navbar, breadcrumb, <main id="main">, footer, floating widgets, cookie banner.
export default function SiteLayout({ children }: Readonly<{ children: ReactNode }>) {
  return <SiteShell>{children}</SiteShell>;
}

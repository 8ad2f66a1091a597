import type { ReactNode } from "react";

// The public pages' shell (navbar, breadcrumb, footer, floating widgets, cookie banner).
export default function SiteLayout({ children }: Readonly<{ children: ReactNode }>) {
  return <main id="main">{children}</main>;
}

import type { ReactNode } from "react";
import { links } from "@/lib/catalogue/company";
import { Breadcrumb } from "./breadcrumb.client";
import { ShellOverlays } from "./deferred-shell.client";
import { Footer } from "./footer";
import { KeptSubmissions } from "./kept-submissions.client";
import { Navbar } from "./navbar";

/**
 * Navbar, breadcrumb, main content, footer, floating widgets and cookie banner: the layout of
 * every public page. The 404 page uses it too, without a breadcrumb for a path that does not exist.
 */
export function SiteShell({ children, breadcrumb = true }: { children: ReactNode; breadcrumb?: boolean }) {
  return (
    <>
      <Navbar />
      {/* The navbar is fixed and 16 units high; the page starts below it. */}
      <div className="flex min-h-screen flex-col pt-16">
        {breadcrumb ? <Breadcrumb /> : null}
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
      </div>
      <Footer />
      <ShellOverlays links={{ chat: links.chat, tel: links.tel, mail: links.mail }} />
      <KeptSubmissions />
    </>
  );
}

import type { ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { clientShellTexts } from "@/lib/i18n/messages/en/shell-texts";
import { pageNamesIn } from "@/lib/pages/page-words";
import { textsFor } from "@/lib/i18n/texts";
import { Breadcrumb } from "./breadcrumb.client";
import { CookieBanner } from "./cookie-banner.client";
import { ShellOverlays } from "./deferred-shell.client";
import { Footer } from "./footer";
import { KeptSubmissions } from "./kept-submissions.client";
import { Navbar } from "./navbar";
import { WordsProvider } from "@/components/ui/words.client";

/**
 * Cookie banner, navbar, breadcrumb, main content, footer and floating widgets: the layout of
 * every public page. The 404 page uses it too, without a breadcrumb for a path that does not exist.
 * A Telugu or Hindi page gives its language, which reaches the interactive parts through WordsProvider.
 */
export function SiteShell({ children, breadcrumb = true, locale = "en" }: { children: ReactNode; breadcrumb?: boolean; locale?: Locale }) {
  const shell = (
    <>
      {/* The banner comes before the navbar in the HTML, though it shows below it: Chrome may paint
          the first screen before the whole HTML is parsed, and the banner, a first visit's largest
          paint on a phone, must be in that paint. A keyboard reaches the choice first, too. */}
      <CookieBanner locale={locale} />
      <Navbar locale={locale} />
      {/* The navbar is fixed and 16 units high; the page starts below it. */}
      <div className="flex min-h-screen flex-col pt-16">
        {breadcrumb ? <Breadcrumb /> : null}
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
      </div>
      <Footer locale={locale} />
      <ShellOverlays />
      <KeptSubmissions />
    </>
  );
  if (locale === "en") return shell;
  const words = textsFor(locale).shell;
  return (
    <WordsProvider locale={locale} words={{ ...clientShellTexts(words), pageNames: pageNamesIn(locale) }}>
      {shell}
    </WordsProvider>
  );
}

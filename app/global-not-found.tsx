import type { Metadata } from "next";
import { PageNotFound } from "@/components/routing/page-not-found";
import { SiteDocument } from "./site-document";
import { fewWordsFont } from "@/components/layout/script-fonts";
import { SiteShell } from "@/components/layout/site-shell";
import { localePath, prefixedLocales } from "@/lib/i18n/locales";
import { suggestionTexts } from "@/lib/i18n/suggestion";
import { notFoundTexts } from "@/lib/i18n/messages/en/not-found-texts";

export const metadata: Metadata = { title: notFoundTexts.title, description: notFoundTexts.description };

// Unmatched URLs in English (a Telugu or Hindi address gets app/[locale]/not-found,
// next.config.ts). Next renders this page without any layout, so it brings the
// document and the shell itself. It replaces app/not-found.tsx, which Next
// wrote into the hydration data of every page, twice (as the not-found
// fallback of the root layout and of the (site) group): two hidden copies of
// the navbar and footer, 60% of a page's HTML.
export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <SiteShell breadcrumb={false}>
        <PageNotFound locale="en">
          {/* A broken link from a Telugu or Hindi page lands here too: the way to the site in that language. */}
          <p className="flex w-full justify-center gap-6 pt-2 text-sm">
            {prefixedLocales.map((locale) => (
              <a
                key={locale}
                href={localePath(locale, "/")}
                lang={locale}
                hrefLang={locale}
                style={{ fontFamily: fewWordsFont(locale) }}
                className="font-semibold text-accent underline-offset-4 hover:underline"
              >
                {suggestionTexts[locale].open}
              </a>
            ))}
          </p>
        </PageNotFound>
      </SiteShell>
    </SiteDocument>
  );
}

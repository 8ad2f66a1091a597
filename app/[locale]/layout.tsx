import type { Metadata } from "next";
import type { ReactNode } from "react";
import { SiteShell } from "@/components/layout/site-shell";
import { localeOf } from "@/lib/i18n/locale-param";
import { locales, type PrefixedLocale } from "@/lib/i18n/locales";
import { siteOpenGraph } from "@/lib/seo/open-graph";
import { textsFor } from "@/lib/i18n/texts";
import { englishSiteCard } from "@/lib/seo/cards";
import { siteMetadata, titled } from "@/lib/seo/site-metadata";
import { SiteDocument } from "../site-document";

type Params = Promise<{ locale: string }>;

// Every public page, once, in each language, prerendered. English is rendered
// as /en/... and served at its unprefixed address (next.config.ts rewrites
// /about to /en/about; proxy.ts sends /en/... itself to the address). Any other
// first segment is not a language and gets the site's 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

const openGraphLocales: Record<PrefixedLocale, string> = { te: "te_IN", hi: "hi_IN" };

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await localeOf(params);
  // English pages name the site's card at its own address (lib/seo/cards.ts says why).
  if (locale === "en") return { ...siteMetadata, openGraph: { ...siteOpenGraph, images: englishSiteCard } };
  const { site, pages } = textsFor(locale);
  return {
    ...siteMetadata,
    title: { default: titled(pages.home.title, site.name), template: titled("%s", site.name) },
    openGraph: { ...siteOpenGraph, locale: openGraphLocales[locale] },
  };
}

// The public pages' root layout: the document in the page's language (Telugu
// and Hindi with their script's font) and the shell in its words.
export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Params }) {
  const locale = await localeOf(params);
  return (
    <SiteDocument locale={locale}>
      <SiteShell locale={locale}>{children}</SiteShell>
    </SiteDocument>
  );
}

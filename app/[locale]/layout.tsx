import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { SiteShell } from "@/components/layout/site-shell";
import { isPrefixedLocale, prefixedLocales, type PrefixedLocale } from "@/lib/i18n/locales";
import { siteOpenGraph } from "@/lib/seo/open-graph";
import { textsFor } from "@/lib/i18n/texts";
import { siteMetadata, titled } from "@/lib/seo/site-metadata";
import { SiteDocument } from "../site-document";
import { scriptFonts } from "@/components/layout/script-fonts";

type Params = Promise<{ locale: string }>;

// Telugu and Hindi, prerendered; any other first segment is not a language
// (static pages such as /about match before this one) and gets the site's 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return prefixedLocales.map((locale) => ({ locale }));
}

/** The page's language from its address; the 404 for anything else. */
export async function localeOf(params: Params): Promise<PrefixedLocale> {
  const { locale } = await params;
  if (!isPrefixedLocale(locale)) notFound();
  return locale;
}

const openGraphLocales: Record<PrefixedLocale, string> = { te: "te_IN", hi: "hi_IN" };

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await localeOf(params);
  const { site, pages } = textsFor(locale);
  return {
    ...siteMetadata,
    title: { default: titled(pages.home.title, site.name), template: titled("%s", site.name) },
    openGraph: { ...siteOpenGraph, locale: openGraphLocales[locale] },
  };
}

// The Telugu and Hindi pages' root layout: the document in the page's
// language and with its script's font, and the shell in its words.
export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Params }) {
  const locale = await localeOf(params);
  return (
    <SiteDocument locale={locale} fontClass={scriptFonts[locale].variable}>
      <SiteShell locale={locale}>{children}</SiteShell>
    </SiteDocument>
  );
}

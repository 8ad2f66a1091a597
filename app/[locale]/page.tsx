import type { Metadata } from "next";
import { HomePage } from "@/components/home/home-page";
import { textsFor } from "@/lib/i18n/texts";
import { languageAlternates } from "@/lib/seo/language-alternates";
import { titled } from "@/lib/seo/site-metadata";
import { localeOf } from "./layout";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const { site, pages } = textsFor(locale);
  const { title, description } = pages.home;
  // As on the English home: the layout's title template applies below it, not beside it.
  return { title: titled(title, site.name), description, alternates: languageAlternates(locale, "/") };
}

export default async function LocaleHomePage({ params }: Props) {
  return <HomePage locale={await localeOf(params)} />;
}

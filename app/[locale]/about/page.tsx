import type { Metadata } from "next";
import { AboutPage } from "@/components/about/about-page";
import { textsFor } from "@/lib/i18n/texts";
import { pageMetadata } from "@/lib/seo/site-metadata";
import { localeOf } from "@/lib/i18n/locale-param";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  return pageMetadata(locale, "/about", textsFor(locale).pages.about);
}

export default async function AboutRoute({ params }: Props) {
  return <AboutPage locale={await localeOf(params)} />;
}

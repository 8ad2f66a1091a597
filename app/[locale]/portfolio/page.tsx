import type { Metadata } from "next";
import { PortfolioPage } from "@/components/portfolio/portfolio-page";
import { textsFor } from "@/lib/i18n/texts";
import { pageMetadata } from "@/lib/seo/site-metadata";
import { localeOf } from "@/lib/i18n/locale-param";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  return pageMetadata(locale, "/portfolio", textsFor(locale).pages.portfolio);
}

export default async function PortfolioRoute({ params }: Props) {
  return <PortfolioPage locale={await localeOf(params)} />;
}

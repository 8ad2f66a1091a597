import type { Metadata } from "next";
import { PortfolioPage } from "@/components/portfolio/portfolio-page";
import { pageMetadataIn } from "@/lib/i18n/pages";
import { localeOf } from "../layout";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadataIn(await localeOf(params), "portfolio", "/portfolio");
}

export default async function LocalePortfolioPage({ params }: Props) {
  return <PortfolioPage locale={await localeOf(params)} />;
}

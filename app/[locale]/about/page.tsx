import type { Metadata } from "next";
import { AboutPage } from "@/components/about/about-page";
import { pageMetadataIn } from "@/lib/i18n/pages";
import { localeOf } from "../layout";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadataIn(await localeOf(params), "about", "/about");
}

export default async function LocaleAboutPage({ params }: Props) {
  return <AboutPage locale={await localeOf(params)} />;
}

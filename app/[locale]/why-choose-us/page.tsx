import type { Metadata } from "next";
import { WhyChooseUsPage } from "@/components/about/why-choose-us-page";
import { pageMetadataIn } from "@/lib/i18n/pages";
import { localeOf } from "../layout";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadataIn(await localeOf(params), "whyChooseUs", "/why-choose-us");
}

export default async function LocaleWhyChooseUsPage({ params }: Props) {
  return <WhyChooseUsPage locale={await localeOf(params)} />;
}

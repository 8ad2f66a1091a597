import type { Metadata } from "next";
import { WhyChooseUsPage } from "@/components/about/why-choose-us-page";
import { textsFor } from "@/lib/i18n/texts";
import { pageMetadata } from "@/lib/seo/site-metadata";
import { localeOf } from "@/lib/i18n/locale-param";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  return pageMetadata(locale, "/why-choose-us", textsFor(locale).pages.whyChooseUs);
}

export default async function WhyChooseUsRoute({ params }: Props) {
  return <WhyChooseUsPage locale={await localeOf(params)} />;
}

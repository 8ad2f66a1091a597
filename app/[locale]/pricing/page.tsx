import type { Metadata } from "next";
import { PricingPage } from "@/components/pricing/pricing-page";
import { textsFor } from "@/lib/i18n/texts";
import { pageMetadata } from "@/lib/seo/site-metadata";
import { localeOf } from "@/lib/i18n/locale-param";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  return pageMetadata(locale, "/pricing", textsFor(locale).pages.pricing);
}

export default async function PricingRoute({ params }: Props) {
  return <PricingPage locale={await localeOf(params)} />;
}

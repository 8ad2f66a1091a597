import type { Metadata } from "next";
import { PricingPage } from "@/components/pricing/pricing-page";
import { pageMetadataIn } from "@/lib/i18n/pages";
import { localeOf } from "../layout";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadataIn(await localeOf(params), "pricing", "/pricing");
}

export default async function LocalePricingPage({ params }: Props) {
  return <PricingPage locale={await localeOf(params)} />;
}

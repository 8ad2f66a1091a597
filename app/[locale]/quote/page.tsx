import type { Metadata } from "next";
import { QuotePage } from "@/components/quote/quote-page";
import { pageMetadataIn } from "@/lib/i18n/pages";
import { localeOf } from "../layout";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadataIn(await localeOf(params), "quote", "/quote");
}

export default async function LocaleQuotePage({ params }: Props) {
  return <QuotePage locale={await localeOf(params)} />;
}

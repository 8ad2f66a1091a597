import type { Metadata } from "next";
import { QuotePage } from "@/components/quote/quote-page";
import { textsFor } from "@/lib/i18n/texts";
import { pageMetadata } from "@/lib/seo/site-metadata";
import { localeOf } from "@/lib/i18n/locale-param";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  return pageMetadata(locale, "/quote", textsFor(locale).pages.quote);
}

export default async function QuoteRoute({ params }: Props) {
  return <QuotePage locale={await localeOf(params)} />;
}

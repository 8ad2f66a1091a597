import type { Metadata } from "next";
import { FeedsPage } from "@/components/feeds/feeds-page";
import { textsFor } from "@/lib/i18n/texts";
import { pageMetadata } from "@/lib/seo/site-metadata";
import { localeOf } from "@/lib/i18n/locale-param";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  return pageMetadata(locale, "/feeds", textsFor(locale).pages.feeds);
}

export default async function FeedsRoute({ params }: Props) {
  return <FeedsPage locale={await localeOf(params)} />;
}

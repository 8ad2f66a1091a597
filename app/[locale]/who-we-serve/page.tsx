import type { Metadata } from "next";
import { WhoWeServePage } from "@/components/about/who-we-serve-page";
import { textsFor } from "@/lib/i18n/texts";
import { pageMetadata } from "@/lib/seo/site-metadata";
import { localeOf } from "@/lib/i18n/locale-param";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  return pageMetadata(locale, "/who-we-serve", textsFor(locale).pages.whoWeServe);
}

export default async function WhoWeServeRoute({ params }: Props) {
  return <WhoWeServePage locale={await localeOf(params)} />;
}

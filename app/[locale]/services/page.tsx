import type { Metadata } from "next";
import { ServicesPage } from "@/components/services/services-page";
import { textsFor } from "@/lib/i18n/texts";
import { pageMetadata } from "@/lib/seo/site-metadata";
import { localeOf } from "@/lib/i18n/locale-param";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  return pageMetadata(locale, "/services", textsFor(locale).pages.services);
}

export default async function ServicesRoute({ params }: Props) {
  return <ServicesPage locale={await localeOf(params)} />;
}

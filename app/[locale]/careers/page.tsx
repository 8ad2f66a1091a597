import type { Metadata } from "next";
import { CareersPage } from "@/components/careers/careers-page";
import { textsFor } from "@/lib/i18n/texts";
import { pageMetadata } from "@/lib/seo/site-metadata";
import { localeOf } from "@/lib/i18n/locale-param";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  return pageMetadata(locale, "/careers", textsFor(locale).pages.careers);
}

export default async function CareersRoute({ params }: Props) {
  return <CareersPage locale={await localeOf(params)} />;
}

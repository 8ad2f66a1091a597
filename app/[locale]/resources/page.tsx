import type { Metadata } from "next";
import { ResourcesPage } from "@/components/resources/resources-page";
import { textsFor } from "@/lib/i18n/texts";
import { pageMetadata } from "@/lib/seo/site-metadata";
import { localeOf } from "@/lib/i18n/locale-param";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  return pageMetadata(locale, "/resources", textsFor(locale).pages.resources);
}

export default async function ResourcesRoute({ params }: Props) {
  return <ResourcesPage locale={await localeOf(params)} />;
}

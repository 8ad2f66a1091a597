import type { Metadata } from "next";
import { OptionalAddOnsPage } from "@/components/addons/optional-addons-page";
import { textsFor } from "@/lib/i18n/texts";
import { pageMetadata } from "@/lib/seo/site-metadata";
import { localeOf } from "@/lib/i18n/locale-param";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  return pageMetadata(locale, "/optional-addons", textsFor(locale).pages.optionalAddOns);
}

export default async function OptionalAddOnsRoute({ params }: Props) {
  return <OptionalAddOnsPage locale={await localeOf(params)} />;
}

import type { Metadata } from "next";
import { OptionalAddOnsPage } from "@/components/addons/optional-addons-page";
import { pageMetadataIn } from "@/lib/i18n/pages";
import { localeOf } from "../layout";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadataIn(await localeOf(params), "optionalAddOns", "/optional-addons");
}

export default async function LocaleOptionalAddOnsPage({ params }: Props) {
  return <OptionalAddOnsPage locale={await localeOf(params)} />;
}

import type { Metadata } from "next";
import { WhoWeServePage } from "@/components/about/who-we-serve-page";
import { pageMetadataIn } from "@/lib/i18n/pages";
import { localeOf } from "../layout";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadataIn(await localeOf(params), "whoWeServe", "/who-we-serve");
}

export default async function LocaleWhoWeServePage({ params }: Props) {
  return <WhoWeServePage locale={await localeOf(params)} />;
}

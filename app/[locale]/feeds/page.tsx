import type { Metadata } from "next";
import { FeedsPage } from "@/components/feeds/feeds-page";
import { pageMetadataIn } from "@/lib/i18n/pages";
import { localeOf } from "../layout";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadataIn(await localeOf(params), "feeds", "/feeds");
}

export default async function LocaleFeedsPage({ params }: Props) {
  return <FeedsPage locale={await localeOf(params)} />;
}

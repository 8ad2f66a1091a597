import type { Metadata } from "next";
import { ResourcesPage } from "@/components/resources/resources-page";
import { pageMetadataIn } from "@/lib/i18n/pages";
import { localeOf } from "../layout";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadataIn(await localeOf(params), "resources", "/resources");
}

export default async function LocaleResourcesPage({ params }: Props) {
  return <ResourcesPage locale={await localeOf(params)} />;
}

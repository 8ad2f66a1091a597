import type { Metadata } from "next";
import { CareersPage } from "@/components/careers/careers-page";
import { pageMetadataIn } from "@/lib/i18n/pages";
import { localeOf } from "../layout";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadataIn(await localeOf(params), "careers", "/careers");
}

export default async function LocaleCareersPage({ params }: Props) {
  return <CareersPage locale={await localeOf(params)} />;
}

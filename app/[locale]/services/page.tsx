import type { Metadata } from "next";
import { ServicesPage } from "@/components/services/services-page";
import { pageMetadataIn } from "@/lib/i18n/pages";
import { localeOf } from "../layout";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadataIn(await localeOf(params), "services", "/services");
}

export default async function LocaleServicesPage({ params }: Props) {
  return <ServicesPage locale={await localeOf(params)} />;
}

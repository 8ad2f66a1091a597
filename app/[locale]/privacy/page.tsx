import type { Metadata } from "next";
import { PrivacyPage } from "@/components/legal/legal-pages";
import { policyMetadataIn } from "@/lib/i18n/policies";
import { localeOf } from "../layout";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return policyMetadataIn(await localeOf(params), "privacy", "/privacy");
}

export default async function LocalePrivacyPage({ params }: Props) {
  return <PrivacyPage locale={await localeOf(params)} />;
}

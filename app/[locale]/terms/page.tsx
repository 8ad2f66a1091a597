import type { Metadata } from "next";
import { TermsPage } from "@/components/legal/legal-pages";
import { policyMetadataIn } from "@/lib/i18n/policies";
import { localeOf } from "../layout";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return policyMetadataIn(await localeOf(params), "terms", "/terms");
}

export default async function LocaleTermsPage({ params }: Props) {
  return <TermsPage locale={await localeOf(params)} />;
}

import type { Metadata } from "next";
import { RefundPolicyPage } from "@/components/legal/legal-pages";
import { policyMetadataIn } from "@/lib/i18n/policies";
import { localeOf } from "../layout";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return policyMetadataIn(await localeOf(params), "refund", "/refund-policy");
}

export default async function LocaleRefundPolicyPage({ params }: Props) {
  return <RefundPolicyPage locale={await localeOf(params)} />;
}

import type { Metadata } from "next";
import { RefundPolicyPage } from "@/components/legal/legal-pages";
import { policyMetadataIn } from "@/lib/i18n/policies";

export const metadata: Metadata = policyMetadataIn("en", "refund", "/refund-policy");

export default function EnglishRefundPolicyPage() {
  return <RefundPolicyPage locale="en" />;
}

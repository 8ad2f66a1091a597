import type { Metadata } from "next";
import { TermsPage } from "@/components/legal/legal-pages";
import { policyMetadataIn } from "@/lib/i18n/policies";

export const metadata: Metadata = policyMetadataIn("en", "terms", "/terms");

export default function EnglishTermsPage() {
  return <TermsPage locale="en" />;
}

import type { Metadata } from "next";
import { PrivacyPage } from "@/components/legal/legal-pages";
import { policyMetadataIn } from "@/lib/i18n/policies";

export const metadata: Metadata = policyMetadataIn("en", "privacy", "/privacy");

export default function EnglishPrivacyPage() {
  return <PrivacyPage locale="en" />;
}

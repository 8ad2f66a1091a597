import type { Metadata } from "next";
import { PricingPage } from "@/components/pricing/pricing-page";
import { pageTexts } from "@/lib/catalogue/page-texts";
import { languageAlternates } from "@/lib/seo/language-alternates";
import { pageMetadata } from "@/lib/seo/site-metadata";

export const metadata: Metadata = { ...pageMetadata(pageTexts.pricing), alternates: languageAlternates("en", "/pricing") };

export default function EnglishPricingPage() {
  return <PricingPage locale="en" />;
}

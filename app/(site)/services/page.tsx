import type { Metadata } from "next";
import { ServicesPage } from "@/components/services/services-page";
import { pageTexts } from "@/lib/catalogue/page-texts";
import { languageAlternates } from "@/lib/seo/language-alternates";
import { pageMetadata } from "@/lib/seo/site-metadata";

export const metadata: Metadata = { ...pageMetadata(pageTexts.services), alternates: languageAlternates("en", "/services") };

export default function EnglishServicesPage() {
  return <ServicesPage locale="en" />;
}

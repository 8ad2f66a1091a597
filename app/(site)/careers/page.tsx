import type { Metadata } from "next";
import { CareersPage } from "@/components/careers/careers-page";
import { pageTexts } from "@/lib/catalogue/page-texts";
import { languageAlternates } from "@/lib/seo/language-alternates";
import { pageMetadata } from "@/lib/seo/site-metadata";

export const metadata: Metadata = { ...pageMetadata(pageTexts.careers), alternates: languageAlternates("en", "/careers") };

export default function EnglishCareersPage() {
  return <CareersPage locale="en" />;
}

import type { Metadata } from "next";
import { ResourcesPage } from "@/components/resources/resources-page";
import { pageTexts } from "@/lib/catalogue/page-texts";
import { languageAlternates } from "@/lib/seo/language-alternates";
import { pageMetadata } from "@/lib/seo/site-metadata";

export const metadata: Metadata = {
  ...pageMetadata(pageTexts.resources),
  alternates: languageAlternates("en", "/resources"),
};

export default function EnglishResourcesPage() {
  return <ResourcesPage locale="en" />;
}

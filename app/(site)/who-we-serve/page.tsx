import type { Metadata } from "next";
import { WhoWeServePage } from "@/components/about/who-we-serve-page";
import { pageTexts } from "@/lib/catalogue/page-texts";
import { languageAlternates } from "@/lib/seo/language-alternates";
import { pageMetadata } from "@/lib/seo/site-metadata";

export const metadata: Metadata = { ...pageMetadata(pageTexts.whoWeServe), alternates: languageAlternates("en", "/who-we-serve") };

export default function EnglishWhoWeServePage() {
  return <WhoWeServePage locale="en" />;
}

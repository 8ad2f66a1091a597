import type { Metadata } from "next";
import { AboutPage } from "@/components/about/about-page";
import { pageTexts } from "@/lib/catalogue/page-texts";
import { languageAlternates } from "@/lib/seo/language-alternates";
import { pageMetadata } from "@/lib/seo/site-metadata";

export const metadata: Metadata = { ...pageMetadata(pageTexts.about), alternates: languageAlternates("en", "/about") };

export default function EnglishAboutPage() {
  return <AboutPage locale="en" />;
}

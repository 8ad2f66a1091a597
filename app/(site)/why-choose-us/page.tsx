import type { Metadata } from "next";
import { WhyChooseUsPage } from "@/components/about/why-choose-us-page";
import { pageTexts } from "@/lib/catalogue/page-texts";
import { languageAlternates } from "@/lib/seo/language-alternates";
import { pageMetadata } from "@/lib/seo/site-metadata";

export const metadata: Metadata = { ...pageMetadata(pageTexts.whyChooseUs), alternates: languageAlternates("en", "/why-choose-us") };

export default function EnglishWhyChooseUsPage() {
  return <WhyChooseUsPage locale="en" />;
}

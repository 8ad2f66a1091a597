import type { Metadata } from "next";
import { FeedsPage } from "@/components/feeds/feeds-page";
import { pageTexts } from "@/lib/catalogue/page-texts";
import { languageAlternates } from "@/lib/seo/language-alternates";
import { pageMetadata } from "@/lib/seo/site-metadata";

export const metadata: Metadata = {
  ...pageMetadata(pageTexts.feeds),
  alternates: languageAlternates("en", "/feeds"),
};

export default function EnglishFeedsPage() {
  return <FeedsPage locale="en" />;
}

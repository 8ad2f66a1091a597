import type { Metadata } from "next";
import { QuotePage } from "@/components/quote/quote-page";
import { pageTexts } from "@/lib/catalogue/page-texts";
import { languageAlternates } from "@/lib/seo/language-alternates";
import { pageMetadata } from "@/lib/seo/site-metadata";

export const metadata: Metadata = { ...pageMetadata(pageTexts.quote), alternates: languageAlternates("en", "/quote") };

export default function EnglishQuotePage() {
  return <QuotePage locale="en" />;
}

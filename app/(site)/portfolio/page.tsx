import type { Metadata } from "next";
import { PortfolioPage } from "@/components/portfolio/portfolio-page";
import { pageTexts } from "@/lib/catalogue/page-texts";
import { languageAlternates } from "@/lib/seo/language-alternates";
import { pageMetadata } from "@/lib/seo/site-metadata";

export const metadata: Metadata = {
  ...pageMetadata(pageTexts.portfolio),
  alternates: languageAlternates("en", "/portfolio"),
};

export default function EnglishPortfolioPage() {
  return <PortfolioPage locale="en" />;
}

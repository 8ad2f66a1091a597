import type { Metadata } from "next";
import { HomePage } from "@/components/home/home-page";
import { pageTexts } from "@/lib/catalogue/page-texts";
import { languageAlternates } from "@/lib/seo/language-alternates";
import { pageMetadata, titled } from "@/lib/seo/site-metadata";

const texts = pageTexts.home;

export const metadata: Metadata = {
  ...pageMetadata(texts),
  // Written out: the layout's title template applies only to the segments below it, not to this page beside it.
  title: titled(texts.title),
  alternates: languageAlternates("en", "/"),
};

export default function EnglishHomePage() {
  return <HomePage locale="en" />;
}

import type { Metadata } from "next";
import { OptionalAddOnsPage } from "@/components/addons/optional-addons-page";
import { pageTexts } from "@/lib/catalogue/page-texts";
import { languageAlternates } from "@/lib/seo/language-alternates";
import { pageMetadata } from "@/lib/seo/site-metadata";

export const metadata: Metadata = {
  ...pageMetadata(pageTexts.optionalAddOns),
  alternates: languageAlternates("en", "/optional-addons"),
};

export default function EnglishOptionalAddOnsPage() {
  return <OptionalAddOnsPage locale="en" />;
}

import type { Metadata } from "next";
import { ContactPage } from "@/components/contact/contact-page";
import { pageTexts } from "@/lib/catalogue/page-texts";
import { languageAlternates } from "@/lib/seo/language-alternates";
import { pageMetadata } from "@/lib/seo/site-metadata";

export const metadata: Metadata = { ...pageMetadata(pageTexts.contact), alternates: languageAlternates("en", "/contact") };

export default function EnglishContactPage() {
  return <ContactPage locale="en" />;
}

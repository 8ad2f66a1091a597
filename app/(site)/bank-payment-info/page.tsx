import type { Metadata } from "next";
import { PaymentInfoPage } from "@/components/legal/payment-info-page";
import { pageTexts } from "@/lib/catalogue/page-texts";
import { languageAlternates } from "@/lib/seo/language-alternates";
import { pageMetadata } from "@/lib/seo/site-metadata";

export const metadata: Metadata = {
  ...pageMetadata(pageTexts.bankPaymentInfo),
  alternates: languageAlternates("en", "/bank-payment-info"),
};

export default function EnglishPaymentInfoPage() {
  return <PaymentInfoPage locale="en" />;
}

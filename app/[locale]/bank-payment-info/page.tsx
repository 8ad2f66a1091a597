import type { Metadata } from "next";
import { PaymentInfoPage } from "@/components/legal/payment-info-page";
import { pageMetadataIn } from "@/lib/i18n/pages";
import { localeOf } from "../layout";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadataIn(await localeOf(params), "bankPaymentInfo", "/bank-payment-info");
}

export default async function LocalePaymentInfoPage({ params }: Props) {
  return <PaymentInfoPage locale={await localeOf(params)} />;
}

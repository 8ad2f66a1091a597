import type { Metadata } from "next";
import { PaymentInfoPage } from "@/components/legal/payment-info-page";
import { textsFor } from "@/lib/i18n/texts";
import { pageMetadata } from "@/lib/seo/site-metadata";
import { localeOf } from "@/lib/i18n/locale-param";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  return pageMetadata(locale, "/bank-payment-info", textsFor(locale).pages.bankPaymentInfo);
}

export default async function PaymentInfoRoute({ params }: Props) {
  return <PaymentInfoPage locale={await localeOf(params)} />;
}

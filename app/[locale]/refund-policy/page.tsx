import type { Metadata } from "next";
import { RefundPolicyPage } from "@/components/legal/legal-pages";
import { textsFor } from "@/lib/i18n/texts";
import { pageMetadata } from "@/lib/seo/site-metadata";
import { localeOf } from "@/lib/i18n/locale-param";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  return pageMetadata(locale, "/refund-policy", textsFor(locale).policy.refund);
}

export default async function RefundPolicyRoute({ params }: Props) {
  return <RefundPolicyPage locale={await localeOf(params)} />;
}

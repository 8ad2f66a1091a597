import type { Metadata } from "next";
import { PrivacyPage } from "@/components/legal/legal-pages";
import { textsFor } from "@/lib/i18n/texts";
import { pageMetadata } from "@/lib/seo/site-metadata";
import { localeOf } from "@/lib/i18n/locale-param";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  return pageMetadata(locale, "/privacy", textsFor(locale).policy.privacy);
}

export default async function PrivacyRoute({ params }: Props) {
  return <PrivacyPage locale={await localeOf(params)} />;
}

import type { Metadata } from "next";
import { ContactPage } from "@/components/contact/contact-page";
import { textsFor } from "@/lib/i18n/texts";
import { pageMetadata } from "@/lib/seo/site-metadata";
import { localeOf } from "@/lib/i18n/locale-param";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  return pageMetadata(locale, "/contact", textsFor(locale).pages.contact);
}

export default async function ContactRoute({ params }: Props) {
  return <ContactPage locale={await localeOf(params)} />;
}

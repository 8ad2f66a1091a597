import type { Metadata } from "next";
import { ContactPage } from "@/components/contact/contact-page";
import { pageMetadataIn } from "@/lib/i18n/pages";
import { localeOf } from "../layout";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadataIn(await localeOf(params), "contact", "/contact");
}

export default async function LocaleContactPage({ params }: Props) {
  return <ContactPage locale={await localeOf(params)} />;
}

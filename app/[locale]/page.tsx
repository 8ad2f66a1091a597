import type { Metadata } from "next";
import { HomePage } from "@/components/home/home-page";
import { textsFor } from "@/lib/i18n/texts";
import { pageMetadata, titled } from "@/lib/seo/site-metadata";
import { localeOf } from "@/lib/i18n/locale-param";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const { site, pages } = textsFor(locale);
  // Written out: the layout's title template applies only to the segments below it, not to this page beside it.
  return pageMetadata(locale, "/", { ...pages.home, title: titled(pages.home.title, site.name) });
}

export default async function HomeRoute({ params }: Props) {
  return <HomePage locale={await localeOf(params)} />;
}

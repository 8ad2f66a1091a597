import type { Metadata } from "next";
import { NotFoundScreen } from "@/components/routing/not-found-screen";
import { PageNotFound } from "@/components/routing/page-not-found";
import { localeOf } from "@/lib/i18n/locale-param";
import { textsFor } from "@/lib/i18n/texts";

type Params = Promise<{ locale: string }>;

// The 404 of the Telugu and Hindi pages, prerendered once per language with
// status 404: next.config.ts rewrites every /te/... and /hi/... address that
// names no page here, after every page has had its chance, so a known page
// runs nothing new and an unknown one costs no render and no cache entry.
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { notFound } = textsFor(await localeOf(params));
  return { title: notFound.title, description: notFound.description, robots: { index: false } };
}

export default async function PageNotFoundRoute({ params }: { params: Params }) {
  const locale = await localeOf(params);
  return <NotFoundScreen screen={<PageNotFound locale={locale} />} />;
}

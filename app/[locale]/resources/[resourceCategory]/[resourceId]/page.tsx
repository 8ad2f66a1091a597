import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ResourceDetail } from "@/components/resources/resource-detail";
import { resourceHref, resources } from "@/lib/catalogue/resources";
import type { PrefixedLocale } from "@/lib/i18n/locales";
import { resourcesIn } from "@/lib/i18n/resources";
import { languageAlternates } from "@/lib/seo/language-alternates";
import { localeOf } from "../../../layout";

type Params = Promise<{ locale: string; resourceCategory: string; resourceId: string }>;

// The catalogue's resources in each language; any other pair is the site's 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return resources.map((resource) => ({ resourceCategory: resource.category, resourceId: resource.id }));
}

async function resourceOf(params: Params, locale: PrefixedLocale) {
  const { resourceCategory, resourceId } = await params;
  const resource = resourcesIn(locale).find(resourceCategory, resourceId);
  if (!resource) notFound();
  return resource;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await localeOf(params);
  const resource = await resourceOf(params, locale);
  return { title: resource.title, description: resource.description, alternates: languageAlternates(locale, resourceHref(resource)) };
}

export default async function LocaleResourcePage({ params }: { params: Params }) {
  const locale = await localeOf(params);
  return <ResourceDetail resource={await resourceOf(params, locale)} locale={locale} />;
}

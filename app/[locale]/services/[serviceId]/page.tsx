import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ServiceDetail } from "@/components/services/service-detail";
import { getService, serviceIds, servicePath } from "@/lib/catalogue/services";
import { serviceMetadataIn } from "@/lib/i18n/services";
import { languageAlternates } from "@/lib/seo/language-alternates";
import { localeOf } from "../../layout";

type Params = Promise<{ locale: string; serviceId: string }>;

// The five services in each language; any other id is the site's 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return serviceIds.map((serviceId) => ({ serviceId }));
}

async function serviceOf(params: Params) {
  const service = getService((await params).serviceId);
  if (!service) notFound();
  return service;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const [locale, service] = [await localeOf(params), await serviceOf(params)];
  return { ...serviceMetadataIn(locale, service.id), alternates: languageAlternates(locale, servicePath(service.id)) };
}

export default async function LocaleServicePage({ params }: { params: Params }) {
  return <ServiceDetail service={await serviceOf(params)} locale={await localeOf(params)} />;
}

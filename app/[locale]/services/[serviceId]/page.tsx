import type { Metadata } from "next";
import { NotFoundScreen } from "@/components/routing/not-found-screen";
import { ServiceDetail } from "@/components/services/service-detail";
import { getService } from "@/lib/i18n/records/services";
import { serviceIds, servicePath } from "@/lib/catalogue/services";
import { serviceMetadataIn } from "@/lib/pages/services";
import { notFoundScreenId, notFoundScreens } from "@/lib/routing/not-found-screens";
import { englishServiceCard } from "@/lib/seo/cards";
import { addressMetadata, pageMetadata } from "@/lib/seo/site-metadata";
import { localeOf } from "@/lib/i18n/locale-param";
import ServiceNotFound, { notFoundTitle } from "./not-found";

type Params = Promise<{ locale: string; serviceId: string }>;

// The five services in each language, and in English the not-found screen that
// proxy.ts answers any other id with (lib/routing/not-found-screens.ts); an
// address that gets past it anyway (a direct call to the app) gets the site's prerendered 404.
export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  const ids = params.locale === "en" ? [...serviceIds, notFoundScreenId] : serviceIds;
  return ids.map((serviceId) => ({ serviceId }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await localeOf(params);
  const service = getService((await params).serviceId);
  const words = service && serviceMetadataIn(locale, service.id);
  if (!service || !words)
    return { title: notFoundTitle, ...addressMetadata(locale, notFoundScreens.service, englishServiceCard(notFoundScreenId)) };
  return pageMetadata(locale, servicePath(service.id), words, englishServiceCard(service.id));
}

export default async function ServiceRoute({ params }: { params: Params }) {
  const locale = await localeOf(params);
  const service = getService((await params).serviceId);
  if (!service) return <NotFoundScreen screen={<ServiceNotFound />} />;
  return <ServiceDetail service={service} locale={locale} />;
}

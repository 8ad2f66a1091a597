import type { Metadata } from "next";
import { NotFoundScreen } from "@/components/routing/not-found-screen";
import { ServiceDetail } from "@/components/services/service-detail";
import { getService, serviceIds, servicePath } from "@/lib/catalogue/services";
import { serviceMetadataIn } from "@/lib/i18n/services";
import { notFoundScreenId } from "@/lib/routing/not-found-screens";
import { languageAlternates } from "@/lib/seo/language-alternates";
import ServiceNotFound from "./not-found";

type Params = { serviceId: string };

// Any other id is rewritten to the not-found screen by proxy.ts; one that gets
// past it anyway (a direct call to the app) gets the site's prerendered 404.
export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return [...serviceIds, notFoundScreenId].map((serviceId) => ({ serviceId }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const service = getService((await params).serviceId);
  if (!service) return { title: "Service Not Found" };
  return { ...serviceMetadataIn("en", service.id), alternates: languageAlternates("en", servicePath(service.id)) };
}

export default async function ServiceDetailPage({ params }: { params: Promise<Params> }) {
  const service = getService((await params).serviceId);
  if (!service) return <NotFoundScreen screen={<ServiceNotFound />} />;
  return <ServiceDetail service={service} locale="en" />;
}

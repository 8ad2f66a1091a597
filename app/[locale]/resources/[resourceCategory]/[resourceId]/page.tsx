import type { Metadata } from "next";
import { NotFoundScreen } from "@/components/routing/not-found-screen";
import { ResourceDetail } from "@/components/resources/resource-detail";
import { resourceHref } from "@/lib/catalogue/resources";
import { resources } from "@/lib/i18n/records/resources";
import { resourcesIn } from "@/lib/pages/resources";
import { notFoundScreenId, notFoundScreens } from "@/lib/routing/not-found-screens";
import { addressMetadata, pageMetadata } from "@/lib/seo/site-metadata";
import { localeOf } from "@/lib/i18n/locale-param";
import ResourceNotFound, { notFoundTitle } from "./not-found";

type Params = Promise<{ locale: string; resourceCategory: string; resourceId: string }>;

// Every card in the library links here, so every listed resource gets a page
// in each language; only two carry the author, tags and overview the spec
// shows. In English also the not-found screen that proxy.ts answers any other
// pair with (lib/routing/not-found-screens.ts); an address that gets past it
// anyway (a direct call to the app) gets the site's prerendered 404.
export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return [
    ...resources.map((resource) => ({ resourceCategory: resource.category, resourceId: resource.id })),
    ...(params.locale === "en" ? [{ resourceCategory: notFoundScreenId, resourceId: notFoundScreenId }] : []),
  ];
}

async function resourceOf(params: Params) {
  const { resourceCategory, resourceId } = await params;
  return resourcesIn(await localeOf(params)).find(resourceCategory, resourceId);
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const resource = await resourceOf(params);
  const locale = await localeOf(params);
  if (!resource) return { title: notFoundTitle, ...addressMetadata(locale, notFoundScreens.resource) };
  return pageMetadata(locale, resourceHref(resource), resource);
}

export default async function ResourceRoute({ params }: { params: Params }) {
  const resource = await resourceOf(params);
  if (!resource) return <NotFoundScreen screen={<ResourceNotFound />} />;
  return <ResourceDetail resource={resource} locale={await localeOf(params)} />;
}

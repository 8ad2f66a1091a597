import type { Metadata } from "next";
import { NotFoundScreen } from "@/components/routing/not-found-screen";
import { ResourceDetail } from "@/components/resources/resource-detail";
import { findResource, resourceHref, resources } from "@/lib/catalogue/resources";
import { resourcesIn } from "@/lib/i18n/resources";
import { languageAlternates } from "@/lib/seo/language-alternates";
import { notFoundScreenId } from "@/lib/routing/not-found-screens";
import ResourceNotFound from "./not-found";

type Params = { resourceCategory: string; resourceId: string };

// Every card in the library links here, so every listed resource gets a page;
// only two carry the author, tags and overview the spec shows.
// Any other pair is rewritten to the not-found screen by proxy.ts; one that
// gets past it anyway (a direct call to the app) gets the site's prerendered 404.
export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return [
    ...resources.map((resource) => ({ resourceCategory: resource.category, resourceId: resource.id })),
    { resourceCategory: notFoundScreenId, resourceId: notFoundScreenId },
  ];
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { resourceCategory, resourceId } = await params;
  const resource = findResource(resourceCategory, resourceId);
  if (!resource) return { title: "Resource Not Found" };
  return { title: resource.title, description: resource.description, alternates: languageAlternates("en", resourceHref(resource)) };
}

export default async function ResourceDetailPage({ params }: { params: Promise<Params> }) {
  const { resourceCategory, resourceId } = await params;
  const resource = resourcesIn("en").find(resourceCategory, resourceId);
  if (!resource) return <NotFoundScreen screen={<ResourceNotFound />} />;
  return <ResourceDetail resource={resource} locale="en" />;
}

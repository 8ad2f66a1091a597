import { notFound } from "next/navigation";
import { getService } from "@/lib/i18n/records/services";
import { serviceIds } from "@/lib/catalogue/services";
import { serviceCardAlt } from "@/lib/seo/cards";
import { ogImageContentType, ogImageSize, renderOgCard } from "@/lib/seo/og-card";
import { formatInr } from "@/lib/format/inr";

type Params = { serviceId: string };

// A service's card, at /services/<id>/opengraph-image-wxnple: the English
// service pages (app/[locale]/services/[serviceId]) name it (lib/seo/cards.ts).
export const alt = serviceCardAlt;
export const size = ogImageSize;
export const contentType = ogImageContentType;

// Only the catalogue's services have a card; another id gets the site's 404
// instead of an image rendered and cached per id.
export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return serviceIds.map((serviceId) => ({ serviceId }));
}

export default async function Image({ params }: { params: Promise<Params> }) {
  const service = getService((await params).serviceId);
  if (!service) notFound(); // not reached: dynamicParams above
  return renderOgCard({
    eyebrow: "Services",
    title: service.title,
    subtitle: service.subtitle,
    highlight: `from ${formatInr(service.rawPrice)}`,
  });
}

import type { JsonLd } from "./structured-data";
import { absoluteUrl } from "./site";

// Apart from structured-data.ts because the breadcrumb renders in the browser too:
// importing that module there would ship the catalogue (services, company,
// careers) in every page's JavaScript.

export function breadcrumbJsonLd(trail: readonly { label: string; href: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.href),
    })),
  };
}

import type { Metadata } from "next";

// The social cards (Open Graph images) the English pages name. Next addresses a
// card file by its folder: app/(site)/opengraph-image.tsx answers at
// /opengraph-image-12o0cb (the suffix hashes the route group, "/(site)"), and
// app/(site)/services/[serviceId]/opengraph-image.tsx at
// /services/<id>/opengraph-image-wxnple. The English pages are rendered under
// app/[locale] as /en/..., where Next would address a card file as
// /en/opengraph-image, so they name these cards here, at the addresses they have
// always had (cards.test.ts holds the suffixes to Next's), query included: the
// hash of the card file Next added when the pages took the card from the file.
// Change a query when its card's drawing changes, so that platforms fetch it
// anew. Telugu and Hindi pages get app/[locale]/opengraph-image.tsx, as Next
// addresses it (/te/opengraph-image?<hash>).

type Card = NonNullable<NonNullable<Metadata["openGraph"]>["images"]>;

export const ogImageSize = { width: 1200, height: 630 };
export const ogImageContentType = "image/png";

export const siteCardAlt = "Digital Media Agency, Hyderabad: social media, video, digital marketing and web development";
export const serviceCardAlt = "The service's name, what it does and its starting price in rupees";

const card = (url: string, alt: string): Card => [{ alt, type: ogImageContentType, url, ...ogImageSize }];

/** The site's card, for every English page without one of its own. */
export const englishSiteCard = card("/opengraph-image-12o0cb?6d086b9e71552ec4", siteCardAlt);

/** A service's own card (its name, what it does and its price). */
export function englishServiceCard(serviceId: string): Card {
  return card(`/services/${serviceId}/opengraph-image-wxnple?4c9d90c040bf8723`, serviceCardAlt);
}

import { services } from "@/lib/i18n/records/services";
import { siteCardAlt } from "@/lib/seo/cards";
import { ogImageContentType, ogImageSize, renderOgCard } from "@/lib/seo/og-card";

// The site's card, at /opengraph-image-12o0cb: the English pages name it
// (lib/seo/cards.ts), and app/[locale]/opengraph-image.tsx draws it for the others.
export const alt = siteCardAlt;
export const size = ogImageSize;
export const contentType = ogImageContentType;

export default function Image() {
  return renderOgCard({
    eyebrow: "Digital Media Agency",
    title: "Transform Your Digital Presence",
    subtitle: services.map((service) => service.title).join(" · "),
  });
}

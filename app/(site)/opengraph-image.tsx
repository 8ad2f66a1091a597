import { services } from "@/lib/catalogue/services";
import { ogImageContentType, ogImageSize, renderOgCard } from "@/lib/seo/og-card";

// The site's card: pages without a card of their own inherit this one.
export const alt = "Digital Media Agency, Hyderabad: social media, video, digital marketing and web development";
export const size = ogImageSize;
export const contentType = ogImageContentType;

export default function Image() {
  return renderOgCard({
    eyebrow: "Digital Media Agency",
    title: "Transform Your Digital Presence",
    subtitle: services.map((service) => service.title).join(" · "),
  });
}

import type { Metadata } from "next";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { siteName } from "@/lib/i18n/messages/en/site-texts";
import { englishSiteCard } from "./cards";
import { languageAlternates } from "./language-alternates";
import { siteOpenGraph } from "./open-graph";
import { siteUrl } from "./site";

/** A page's title as the template writes it, for a root layout's own title (a template applies only below it). */
export const titled = (title: string, name = siteName) => `${title} | ${name}`;
const titleTemplate = titled("%s");

type OpenGraphImages = NonNullable<NonNullable<Metadata["openGraph"]>["images"]>;

/**
 * A public page's metadata in a language, the one way every page builds it:
 * its title and search description, its canonical address and hreflang
 * alternates, and on an English page its Open Graph address and card. English
 * pages are rendered as /en/... and served without the prefix, so they say
 * their address themselves; the root layout's "./" would resolve to /en/...,
 * and a card file there would be addressed under /en (lib/seo/cards.ts).
 */
export function pageMetadata(
  locale: Locale,
  path: string,
  { title, description }: { title: string; description: string },
  card: OpenGraphImages = englishSiteCard,
): Metadata {
  return {
    title,
    description,
    alternates: languageAlternates(locale, path),
    ...(locale === "en" ? { openGraph: { ...siteOpenGraph, url: path, images: card } } : {}),
  };
}

/** What every page's <head> starts from; each root layout (public, admin, sign-in, Studio) begins with it. */
export const siteMetadata: Metadata = {
  metadataBase: new URL(siteUrl),
  // "./" resolves to each page's own path: every page is its own canonical URL.
  alternates: { canonical: "./" },
  openGraph: siteOpenGraph,
  // X reads a card's title, text and picture from the og: tags when its own are missing. Next
  // copies the og: image into five twitter:image tags unless the list is given (empty here),
  // which every page then carried twice (its <head> and its hydration data).
  twitter: { card: "summary_large_image", images: [] },
  // Declared so browsers do not ask for /favicon.ico (a 404, logged as a console error). A PNG,
  // not the logo's SVG: scripts/generate-favicon.ts says why.
  icons: { icon: { url: "/favicon.png", type: "image/png", sizes: "48x48" } },
  title: { default: "Digital Media Agency, Hyderabad", template: titleTemplate },
  description: "Social media marketing, equipment rentals, video editing, digital marketing and web development from Hyderabad.",
};

/**
 * The metadata naming the address of a page without words of its own (a
 * not-found screen, a redirect): its canonical and, in English, its Open Graph
 * address and card, which the root layout's "./" would resolve to /en/....
 */
export function addressMetadata(locale: Locale, path: string, card: OpenGraphImages = englishSiteCard): Metadata {
  const address = localePath(locale, path);
  return {
    alternates: { canonical: address },
    ...(locale === "en" ? { openGraph: { ...siteOpenGraph, url: address, images: card } } : {}),
  };
}

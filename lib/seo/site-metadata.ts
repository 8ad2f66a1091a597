import type { Metadata } from "next";
import type { PageTexts } from "@/lib/catalogue/page-texts";
import { siteOpenGraph } from "./open-graph";
import { siteUrl } from "./site";

/** What every page's title ends with (translated pages say it in their language). */
export const siteName = "Digital Media Agency";

/** A page's title as the template writes it, for a root layout's own title (a template applies only below it). */
export const titled = (title: string, name = siteName) => `${title} | ${name}`;
const titleTemplate = titled("%s");

/** A page's title and search description, from its catalogue texts. */
export const pageMetadata = ({ title, description }: PageTexts): Metadata => ({ title, description });

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
  // Declared so browsers do not ask for /favicon.ico (a 404, logged as a console error).
  icons: { icon: "/logo.svg" },
  title: { default: "Digital Media Agency, Hyderabad", template: titleTemplate },
  description: "Social media marketing, equipment rentals, video editing, digital marketing and web development from Hyderabad.",
};

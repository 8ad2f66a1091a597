"use client";

import { SiteMeasure } from "@/components/analytics/site-measure.client";
import { links } from "@/lib/catalogue/company";
import { BrandFontForNextPage } from "./brand-font.client";
import { CookieBannerPlace } from "./cookie-banner-place.client";
import { FloatingWidgets } from "./floating-widgets.client";
import { LanguageSuggestion } from "./language-suggestion.client";

/**
 * What the shell adds once the page has hydrated: the floating widgets (or,
 * below 90rem, the navbar's contact button), the fitting of the cookie banner's
 * place, the suggestion of a translation, the site's own
 * cookieless measuring (components/analytics/), and the fetching of Inter for
 * the next page. The contact links come with this
 * chunk rather than as props, which every page's hydration data carried.
 */
export function ShellOverlays() {
  return (
    <>
      <FloatingWidgets chatHref={links.chat} callHref={links.tel} mailHref={links.mail} />
      <CookieBannerPlace />
      <LanguageSuggestion />
      <SiteMeasure />
      <BrandFontForNextPage />
    </>
  );
}

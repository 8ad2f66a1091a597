"use client";

import { CookieBanner } from "./cookie-banner.client";
import { FloatingWidgets } from "./floating-widgets.client";
import { LanguageSuggestion } from "./language-suggestion.client";

/**
 * What the shell adds once the page has hydrated: the floating widgets (or,
 * below 90rem, the navbar's contact button), the cookie banner in the place the
 * page holds for it, and the suggestion of a translation.
 */
export function ShellOverlays({ links }: { links: { chat: string; tel: string; mail: string } }) {
  return (
    <>
      <FloatingWidgets chatHref={links.chat} callHref={links.tel} mailHref={links.mail} />
      <CookieBanner />
      <LanguageSuggestion />
    </>
  );
}

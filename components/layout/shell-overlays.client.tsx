"use client";

import { CookieBanner } from "./cookie-banner.client";
import { FloatingWidgets } from "./floating-widgets.client";
import { LanguageSuggestion } from "./language-suggestion.client";

/**
 * The cookie banner and the floating buttons, mounted together (and the
 * suggestion of a translation, which loads as late): the buttons sit
 * above the banner (it publishes its height), so mounting them apart would move
 * the buttons once the banner came (a layout shift).
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

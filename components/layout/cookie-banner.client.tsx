"use client";

import type { MouseEvent } from "react";
import { cookieConsentKey } from "@/lib/browser/consent";
import type { Locale } from "@/lib/i18n/locales";
import { cookieBannerIds } from "./cookie-banner-ids";

/**
 * The cookie banner, in the server's HTML from the first paint, so that a first visit paints it
 * with the page instead of after the page's JavaScript (it is often the largest thing on a phone's
 * first screen). The theme script (theme-script.ts) marks <html data-cookies> before the first
 * paint while no choice is stored; app/globals.css shows the banner only then, in a place held
 * for it at the page's top, so it covers nothing and moves nothing. Its buttons work once the page
 * has hydrated; a choice or the close button takes the mark away, which closes the place.
 *
 * Its inside is the server's markup (cookie-banner-markup.ts), which hydration keeps as it is: the
 * words travel once, in the HTML, and the browser's bundle has neither the markup nor the words.
 * The browser never renders it afresh (footer-body.client.tsx says why).
 */
export function CookieBanner({ locale }: { locale: Locale }) {
  return (
    // Not a layer over the page: a band at its top, in the place the page holds for it.
    <section
      aria-labelledby={cookieBannerIds.title}
      aria-describedby={cookieBannerIds.text}
      className="cookie-banner"
      onClick={choose}
      dangerouslySetInnerHTML={{ __html: serverMarkup(locale) ?? "" }}
      suppressHydrationWarning
    />
  );
}

/**
 * The markup, on the server; null in the browser. Its require() is in a branch the build knows
 * is dead in the browser (`typeof window`), so the browser's bundle has no trace of the module: a
 * static import stays in the bundle, with every language's words, even where nothing calls it.
 */
function serverMarkup(locale: Locale): string | null {
  if (typeof window === "undefined") {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above: only a require() in the dead branch leaves the module out.
    const { cookieBannerMarkup } = require("./cookie-banner-markup") as typeof import("./cookie-banner-markup");
    return cookieBannerMarkup(locale);
  }
  return null;
}

/** A button's data-choice: "accepted" or "declined" stores that choice; the close button's, empty, stores nothing. */
function choose(event: MouseEvent<HTMLElement>) {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>("button[data-choice]") : null;
  if (!button) return;
  const consent = button.dataset.choice;
  if (consent) {
    try {
      localStorage.setItem(cookieConsentKey, consent);
    } catch {
      // Storage disabled: the choice holds for this page view only.
    }
    // What measuring kept about the visit goes with Decline; its code is loaded then, not with every page.
    if (consent === "declined") void import("@/lib/browser/visit-storage").then((visit) => visit.forgetVisit());
  }
  hideCookieBanner();
}

/** Takes the page's mark away: the banner goes and the page closes up its place. */
export function hideCookieBanner() {
  const root = document.documentElement;
  delete root.dataset.cookies;
  root.style.removeProperty("--cookie-banner-space");
}

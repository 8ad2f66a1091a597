"use client";

import { useEffect } from "react";
import { cookieConsentKey } from "@/lib/browser/consent";
import { hideCookieBanner } from "./cookie-banner.client";

/**
 * What the cookie banner (cookie-banner.client.tsx) needs only after the page has loaded: while it
 * shows, its place grows if the banner needs more than the stylesheet held for it (a shift, only
 * then), and a choice made in another tab takes it away here too.
 */
export function CookieBannerPlace() {
  useEffect(() => {
    const root = document.documentElement;
    const element = document.querySelector<HTMLElement>(".cookie-banner");
    const content = element?.firstElementChild;
    if (root.dataset.cookies === undefined || !element || !(content instanceof HTMLElement)) return;
    // The place is a custom property on <html>, which every element inherits: writing it
    // restyles the whole page, so it is written only when the place must change.
    const fitPlace = () => {
      if (root.dataset.cookies === undefined) return;
      const needed = content.offsetHeight + element.offsetHeight - element.clientHeight;
      const grown = root.style.getPropertyValue("--cookie-banner-space") !== "";
      if (grown && needed < element.offsetHeight) root.style.removeProperty("--cookie-banner-space");
      if (needed > element.offsetHeight) root.style.setProperty("--cookie-banner-space", `${needed}px`);
    };
    const choiceElsewhere = (event: StorageEvent) => {
      if (event.key === cookieConsentKey && event.newValue !== null) hideCookieBanner();
    };
    fitPlace();
    const observer = new ResizeObserver(fitPlace);
    observer.observe(content);
    window.addEventListener("storage", choiceElsewhere);
    return () => {
      observer.disconnect();
      window.removeEventListener("storage", choiceElsewhere);
    };
  }, []);
  return null;
}

"use client";

import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { buttonClasses } from "@/components/ui/button-link";
import { PrivacyNote } from "@/components/ui/privacy-note";
import { cookieConsentKey } from "@/lib/analytics/consent";
import { forgetVisit } from "@/lib/analytics/visit-storage";
import { Icon } from "@/components/ui/icon";
import { cookieTexts } from "@/lib/i18n/messages/en/shell-texts/overlays";
import type { Locale } from "@/lib/i18n/locales";
import { usePageLocale } from "./shell-language.client";

type Consent = "accepted" | "declined";

const NOT_READ = "not-read";

function readConsent(): string | null {
  try {
    return localStorage.getItem(cookieConsentKey);
  } catch {
    return null;
  }
}

function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

/**
 * Shown only while no cookie_consent is stored. Storage is unknown on the server, so nothing
 * renders until the browser has read it: no flash for visitors who already chose. The spec's
 * bottom dialog covered the lower quarter of a phone's screen and lifted the floating buttons
 * over the page's own; the banner opens the page instead, as GOV.UK's does, and covers nothing.
 */
export function CookieBanner() {
  const stored = useSyncExternalStore(subscribeToStorage, readConsent, () => NOT_READ);
  // Hidden for this page view: after a choice, or after the close button (which stores nothing).
  const [dismissed, setDismissed] = useState(false);
  const visible = stored === null && !dismissed;

  function choose(consent: Consent) {
    try {
      localStorage.setItem(cookieConsentKey, consent);
      if (consent === "declined") forgetVisit();
    } catch {
      // Storage disabled: the choice holds for this page view only.
    }
    setDismissed(true);
  }

  const texts = useCookieTexts(usePageLocale(), visible);
  return visible && texts ? <CookieDialog texts={texts} onChoose={choose} onClose={() => setDismissed(true)} /> : null;
}

type CookieTexts = typeof cookieTexts;

/** The banner's words: English at once; Telugu or Hindi loaded when the banner is to show (English if they cannot load). */
function useCookieTexts(locale: Locale, wanted: boolean): CookieTexts | null {
  const [translated, setTranslated] = useState<CookieTexts | null>(null);
  useEffect(() => {
    if (locale === "en" || !wanted) return;
    import("@/lib/i18n/messages/cookie-banner-translations").then(
      (module) => setTranslated(module.cookieTranslations[locale]),
      () => setTranslated(cookieTexts),
    );
  }, [locale, wanted]);
  return locale === "en" ? cookieTexts : translated;
}

function CookieDialog({ texts, onChoose, onClose }: { texts: CookieTexts; onChoose: (consent: Consent) => void; onClose: () => void }) {
  const ref = useRef<HTMLElement>(null);

  // The page holds the banner's place from the first paint (theme-script.ts marks <html data-cookies>,
  // app/globals.css sizes the place). While it shows, the mark stays, and the place grows if the banner
  // needs more than the place held; once it goes, the page closes up (the visitor's own doing).
  useLayoutEffect(() => {
    const element = ref.current;
    const content = element?.firstElementChild;
    if (!element || !(content instanceof HTMLElement)) return;
    const root = document.documentElement;
    root.dataset.cookies = "";
    const fitPlace = () => {
      root.style.removeProperty("--cookie-banner-space");
      const needed = content.offsetHeight + element.offsetHeight - element.clientHeight;
      if (needed > element.offsetHeight) root.style.setProperty("--cookie-banner-space", `${needed}px`);
    };
    fitPlace();
    const observer = new ResizeObserver(fitPlace);
    observer.observe(content);
    return () => {
      observer.disconnect();
      delete root.dataset.cookies;
      root.style.removeProperty("--cookie-banner-space");
    };
  }, []);

  return (
    // Not a layer over the page: a band at its top, in the place the page holds for it, so it covers nothing.
    <section ref={ref} aria-labelledby="cookie-banner-title" aria-describedby="cookie-banner-text" className="cookie-banner">
      <div className="relative mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 pr-14 sm:px-6 sm:pr-16 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="cookie-banner-title" className="font-semibold text-ink">
            {texts.title}
          </h2>
          <PrivacyNote id="cookie-banner-text" policy={texts.privacy} className="mt-1 text-sm text-muted">
            {texts.text}
          </PrivacyNote>
        </div>
        <div className="flex shrink-0 gap-2">
          <button type="button" onClick={() => onChoose("declined")} className={buttonClasses("secondary", "px-4 py-2")}>
            {texts.decline}
          </button>
          <button type="button" onClick={() => onChoose("accepted")} className={buttonClasses("primary", "px-4 py-2")}>
            {texts.accept}
          </button>
        </div>
        <button
          type="button"
          aria-label={texts.close}
          onClick={onClose}
          className="absolute top-3 right-3 inline-flex h-9 w-9 items-center justify-center rounded-md text-muted hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          <Icon name="x" className="h-5 w-5" />
        </button>
      </div>
    </section>
  );
}

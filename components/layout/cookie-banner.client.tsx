"use client";

import { useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { buttonClasses } from "@/components/ui/button-link";
import { PrivacyNote } from "@/components/ui/privacy-note";
import { cookieConsentKey } from "./cookie-consent";
import { Icon } from "@/components/ui/icon";
import { cookieTexts } from "@/lib/catalogue/shell-texts/overlays";
import { useShellTexts } from "./shell-language.client";

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
 * renders until the browser has read it: no flash for visitors who already chose.
 */
export function CookieBanner() {
  const stored = useSyncExternalStore(subscribeToStorage, readConsent, () => NOT_READ);
  // Hidden for this page view: after a choice, or after the close button (which stores nothing).
  const [dismissed, setDismissed] = useState(false);
  const visible = stored === null && !dismissed;

  function choose(consent: Consent) {
    try {
      localStorage.setItem(cookieConsentKey, consent);
    } catch {
      // Storage disabled: the choice holds for this page view only.
    }
    setDismissed(true);
  }

  return visible ? <CookieDialog onChoose={choose} onClose={() => setDismissed(true)} /> : null;
}

function CookieDialog({ onChoose, onClose }: { onChoose: (consent: Consent) => void; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const { texts } = useShellTexts("cookies", cookieTexts);

  // Publishes the banner's height so the floating widgets stay clear of its buttons.
  // A layout effect, so the floating buttons are lifted before the first paint
  // rather than painted low and then moved (a layout shift).
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const publishHeight = () => root.style.setProperty("--cookie-banner-offset", `${element.offsetHeight}px`);
    publishHeight();
    const observer = new ResizeObserver(publishHeight);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--cookie-banner-offset");
    };
  }, []);

  return (
    <div
      ref={ref}
      role="dialog"
      aria-labelledby="cookie-banner-title"
      aria-describedby="cookie-banner-text"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white/95 shadow-[0_-4px_16px_rgba(15,23,42,0.12)] backdrop-blur-md dark:border-slate-700 dark:bg-slate-900/95"
    >
      <div className="relative mx-auto flex max-w-7xl flex-col gap-4 px-4 py-4 pr-14 sm:px-6 sm:pr-16 md:flex-row md:items-center md:justify-between">
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
    </div>
  );
}

"use client";

import { useEffect, useId, useRef, useState } from "react";
import { Icon } from "@/components/ui/icon";
import { languageNames, localePath, locales, splitLocalePath, translationOf } from "@/lib/i18n/locales";
import { languageTexts } from "@/lib/i18n/messages/en/shell-texts/navbar";
import { rememberLanguage } from "./language-choice";
import type { fewWordsFont } from "./script-fonts";
import { usePageLocale, useWords } from "@/components/ui/words.client";
import { usePageAddress } from "./page-address";

/**
 * English, తెలుగు, हिन्दी: each language named in its own script, a link to
 * the same page in that language (every page but a blog post exists in all
 * three, and from a post a choice leads to the nearest translated page above
 * it, the blog listing). The choice is remembered in a cookie.
 */
export function LanguagePicker() {
  const locale = usePageLocale();
  const texts = useWords("language", languageTexts);
  const { path } = splitLocalePath(usePageAddress());
  const target = translationOf(path);
  const [open, setOpen] = useState(false);
  const [fontOf, setFontOf] = useState<typeof fewWordsFont>();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOnOutsideClick);
    return () => document.removeEventListener("pointerdown", closeOnOutsideClick);
  }, [open]);

  const optionClass =
    "flex w-full items-center justify-between rounded px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800";

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          setOpen((value) => !value);
          // The names in the scripts the page's fonts lack: the system's own font first, the web font only where
          // none is installed. Loaded on first open, so no page carries this code for a closed list.
          if (!fontOf) void import("./script-fonts").then((fonts) => setFontOf(() => fonts.fewWordsFont));
        }}
        className="inline-flex h-10 items-center gap-1 rounded-md px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <Icon name="globe" className="h-4 w-4" />
        <span className="sr-only">{texts.label}</span>
        {locale.toUpperCase()}
        <Icon name="chevron-down" className="h-3 w-3" />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute top-full right-0 z-10 mt-2 w-40 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {locales.map((language) => {
          const font = fontOf && language !== "en" && language !== locale ? { fontFamily: fontOf(language) } : undefined;
          const name = (
            <span lang={language} style={font}>
              {languageNames[language]}
            </span>
          );
          const check = language === locale ? <Icon name="check" className="h-4 w-4" /> : null;
          return (
            <li key={language}>
              {/* A full load: each language has its own root layout (<html lang>, its font). */}
              <a
                href={localePath(language, language === locale ? path : target)}
                hrefLang={language}
                aria-current={language === locale ? "page" : undefined}
                onClick={() => rememberLanguage(language)}
                className={optionClass}
              >
                {name}
                {check}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

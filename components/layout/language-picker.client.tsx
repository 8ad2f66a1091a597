"use client";

import { useEffect, useId, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { languages } from "@/lib/catalogue/navigation";
import { Icon } from "@/components/ui/icon";

type LanguageCode = (typeof languages)[number]["code"];

/** EN / TE / HI. The site is not translated: choosing only says so (spec section 4). */
export function LanguagePicker() {
  const [current, setCurrent] = useState<LanguageCode>("EN");
  const [open, setOpen] = useState(false);
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

  function choose(language: (typeof languages)[number]) {
    setCurrent(language.code);
    setOpen(false);
    buttonRef.current?.focus();
    toast(`Language changed to ${language.name}`, {
      description: "Multilingual support is a placeholder and is not fully implemented yet.",
    });
  }

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
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-10 items-center gap-1 rounded-md px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <Icon name="globe" className="h-4 w-4" />
        <span className="sr-only">Language: </span>
        {current}
        <Icon name="chevron-down" className="h-3 w-3" />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute top-full right-0 z-10 mt-2 w-40 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {languages.map((language) => (
          <li key={language.code}>
            <button
              type="button"
              aria-pressed={language.code === current}
              onClick={() => choose(language)}
              className="flex w-full items-center justify-between rounded px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              <span>
                <span className="font-semibold">{language.code}</span> {language.name}
              </span>
              {language.code === current ? <Icon name="check" className="h-4 w-4" /> : null}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

"use client";

import { useEffect, useState, type CSSProperties, type ReactNode } from "react";
import { shellTimings } from "@/lib/catalogue/navigation";
import { scrollWindowTo, useScrollCondition } from "./browser-state";
import { Icon } from "@/components/ui/icon";
import { widgetTexts } from "@/lib/catalogue/shell-texts/overlays";
import { useShellTexts } from "./shell-language.client";

// The cookie banner publishes its height here, so the widgets sit above its buttons.
const aboveCookieBanner: CSSProperties = { bottom: "calc(1rem + var(--cookie-banner-offset, 0px))" };

const roundButton = `inline-flex h-12 w-12 items-center justify-center rounded-full shadow-lg transition-transform motion-safe:hover:scale-105 motion-reduce:transition-none`;
const quietButton = `${roundButton} bg-white text-slate-800 ring-1 ring-slate-200 hover:bg-slate-50 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-700 dark:hover:bg-slate-700`;

export function FloatingWidgets({ chatHref, callHref, mailHref }: { chatHref: string; callHref: string; mailHref: string }) {
  const [chatVisible, setChatVisible] = useState(false);
  const [contactOpen, setContactOpen] = useState(false);
  const threshold = shellTimings.scrollButtonsThresholdPx;
  const showTop = useScrollCondition(({ top }) => top > threshold);
  const showBottom = useScrollCondition(({ below }) => below > threshold);
  const { texts, newTab } = useShellTexts("widgets", widgetTexts);

  useEffect(() => {
    const timer = window.setTimeout(() => setChatVisible(true), shellTimings.chatButtonDelayMs);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <>
      {chatVisible ? (
        <a
          href={chatHref}
          target="_blank"
          rel="noopener noreferrer"
          style={aboveCookieBanner}
          className={`${roundButton} fixed left-4 z-40 bg-emerald-700 text-white hover:bg-emerald-600 motion-safe:animate-[fade-in_300ms_ease-out]`}
        >
          <Icon name="message-circle" className="h-6 w-6" />
          <span className="sr-only">{`${texts.chat}${newTab}`}</span>
        </a>
      ) : null}

      <div style={aboveCookieBanner} className="fixed right-4 z-40 flex flex-col items-end gap-3">
        {showTop ? (
          <button type="button" aria-label={texts.top} onClick={() => scrollWindowTo(0)} className={quietButton}>
            <Icon name="arrow-up" className="h-5 w-5" />
          </button>
        ) : null}
        {showBottom ? (
          <button
            type="button"
            aria-label={texts.bottom}
            onClick={() => scrollWindowTo(document.documentElement.scrollHeight)}
            className={quietButton}
          >
            <Icon name="arrow-down" className="h-5 w-5" />
          </button>
        ) : null}

        <div
          className="flex flex-col items-end gap-2"
          onKeyDown={(event) => {
            if (event.key === "Escape") setContactOpen(false);
          }}
        >
          <ul id="floating-contact" hidden={!contactOpen} className="space-y-2">
            <li>
              <ContactOption href={callHref} icon={<Icon name="phone" className="h-4 w-4" />} label={texts.call} newTab={newTab} />
            </li>
            <li>
              <ContactOption
                href={chatHref}
                external
                icon={<Icon name="message-circle" className="h-4 w-4" />}
                label={texts.chatShort}
                newTab={newTab}
              />
            </li>
            <li>
              <ContactOption href={mailHref} icon={<Icon name="mail" className="h-4 w-4" />} label={texts.email} newTab={newTab} />
            </li>
          </ul>
          <button
            type="button"
            aria-label={texts.options}
            aria-expanded={contactOpen}
            aria-controls="floating-contact"
            onClick={() => setContactOpen((open) => !open)}
            className={`${roundButton} bg-indigo-600 text-white hover:bg-indigo-500 dark:bg-indigo-500 dark:hover:bg-indigo-600`}
          >
            {contactOpen ? <Icon name="x" className="h-6 w-6" /> : <Icon name="phone-call" className="h-6 w-6" />}
          </button>
        </div>
      </div>
    </>
  );
}

function ContactOption({
  href,
  icon,
  label,
  newTab,
  external = false,
}: {
  href: string;
  icon: ReactNode;
  label: string;
  newTab: string;
  external?: boolean;
}) {
  return (
    <a
      href={href}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      className="flex items-center justify-end gap-2 rounded-full bg-white px-4 py-2 text-sm font-medium text-slate-800 shadow-md ring-1 ring-slate-200 hover:bg-slate-50 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-700 dark:hover:bg-slate-700"
    >
      {icon}
      {label}
      {external ? <span className="sr-only">{newTab}</span> : null}
    </a>
  );
}

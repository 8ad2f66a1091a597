"use client";

import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { shellTimings } from "@/lib/catalogue/shell-timings";
import { scrollWindowTo, useScrollCondition } from "./browser-state";
import { Icon } from "@/components/ui/icon";
import { widgetTexts } from "@/lib/i18n/messages/en/shell-texts/overlays";
import { headerContactSlotId } from "./header-contact-slot";
import { useWords } from "@/components/ui/words.client";
import { newTabText } from "@/lib/i18n/messages/en/shell-texts/navbar";

/**
 * Where the floating buttons may float. A page's sections are 72rem wide, centred (the footer
 * too). From 80rem (1280 px) the window leaves at least 3.5rem beside them: a 2.5rem scroll
 * button 0.25rem from the edge stays 0.75rem clear of them, so there the scroll buttons float at
 * the right-hand edge. From 90rem (1440 px) the corners hold the spec's 3rem buttons, with the
 * chat and contact buttons too. Narrower, a button in a corner sits over the sections' own
 * buttons, links and prices (on a phone, over the hero's buttons and the quote wizard's), and no
 * padding at the page's end keeps it off what scrolls under it. So there the chat, call and e-mail
 * links collapse into one Contact button in the navbar, whose place the page holds from the
 * start, and the scroll buttons are left to the visitor's thumb or wheel.
 */
const cornersQuery = "(min-width: 90rem)";
const guttersQuery = "(min-width: 80rem)";

function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = matchMedia(query);
      media.addEventListener("change", onChange);
      return () => media.removeEventListener("change", onChange);
    },
    () => matchMedia(query).matches,
    () => false,
  );
}

const round = `inline-flex items-center justify-center rounded-full shadow-lg transition-transform motion-safe:hover:scale-105 motion-reduce:transition-none`;
const roundButton = `${round} h-12 w-12`;
const quiet = `bg-white text-slate-800 ring-1 ring-slate-200 hover:bg-slate-50 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-700 dark:hover:bg-slate-700`;

interface ContactLinks {
  chatHref: string;
  callHref: string;
  mailHref: string;
}

export function FloatingWidgets(links: ContactLinks) {
  const corners = useMedia(cornersQuery);
  const gutters = useMedia(guttersQuery);
  // The slot is in the navbar's HTML (navbar.client.tsx), there before this loads.
  const [headerSlot] = useState(() => document.getElementById(headerContactSlotId));
  if (corners) return <CornerWidgets {...links} />;
  return (
    <>
      {gutters ? (
        <div className="fixed right-1 bottom-4 z-40 flex flex-col items-end gap-2">
          <ScrollButtons size="small" />
        </div>
      ) : null}
      {headerSlot ? createPortal(<ContactMenu {...links} inHeader />, headerSlot) : null}
    </>
  );
}

/** The spec's floating widgets, where the page leaves the corners free. */
function CornerWidgets(links: ContactLinks) {
  const [chatVisible, setChatVisible] = useState(false);
  const texts = useWords("widgets", widgetTexts);
  const newTab = useWords("newTab", newTabText);

  useEffect(() => {
    const timer = window.setTimeout(() => setChatVisible(true), shellTimings.chatButtonDelayMs);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <>
      {chatVisible ? (
        <a
          href={links.chatHref}
          target="_blank"
          rel="noopener noreferrer"
          className={`${roundButton} fixed bottom-4 left-4 z-40 bg-emerald-700 text-white hover:bg-emerald-600 motion-safe:animate-[fade-in_300ms_ease-out]`}
        >
          <Icon name="message-circle" className="h-6 w-6" />
          <span className="sr-only">{`${texts.chat}${newTab}`}</span>
        </a>
      ) : null}

      <div className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3">
        <ScrollButtons />
        <ContactMenu {...links} inHeader={false} />
      </div>
    </>
  );
}

/** Scroll to top and to bottom, each shown once there is more than the threshold to scroll that way. */
function ScrollButtons({ size = "corner" }: { size?: "corner" | "small" }) {
  const button = size === "corner" ? `${roundButton} ${quiet}` : `${round} h-10 w-10 ${quiet}`;
  const threshold = shellTimings.scrollButtonsThresholdPx;
  const showTop = useScrollCondition(({ top }) => top > threshold);
  const showBottom = useScrollCondition(({ below }) => below > threshold);
  const texts = useWords("widgets", widgetTexts);
  return (
    <>
      {showTop ? (
        <button type="button" aria-label={texts.top} onClick={() => scrollWindowTo(0)} className={button}>
          <Icon name="arrow-up" className="h-5 w-5" />
        </button>
      ) : null}
      {showBottom ? (
        <button
          type="button"
          aria-label={texts.bottom}
          onClick={() => scrollWindowTo(document.documentElement.scrollHeight)}
          className={button}
        >
          <Icon name="arrow-down" className="h-5 w-5" />
        </button>
      ) : null}
    </>
  );
}

/**
 * The contact button that expands into Call, Chat and Email: a round button in
 * the corner, or an icon button of the navbar whose list drops below it and
 * closes on a click elsewhere.
 */
function ContactMenu({ chatHref, callHref, mailHref, inHeader }: ContactLinks & { inHeader: boolean }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const texts = useWords("widgets", widgetTexts);
  const newTab = useWords("newTab", newTabText);

  useEffect(() => {
    if (!open || !inHeader) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOnOutsideClick);
    return () => document.removeEventListener("pointerdown", closeOnOutsideClick);
  }, [open, inHeader]);

  const options = (
    <ul
      id="floating-contact"
      hidden={!open}
      className={inHeader ? "absolute top-full left-0 z-10 mt-2 w-max space-y-2 [&_a]:justify-start" : "space-y-2"}
    >
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
  );

  return (
    <div
      ref={rootRef}
      className={inHeader ? "relative" : "flex flex-col items-end gap-2"}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !open) return;
        setOpen(false);
        buttonRef.current?.focus();
      }}
    >
      {inHeader ? null : options}
      <button
        ref={buttonRef}
        type="button"
        aria-label={texts.options}
        aria-expanded={open}
        aria-controls="floating-contact"
        onClick={() => setOpen((value) => !value)}
        className={
          inHeader
            ? "icon-button"
            : `${roundButton} bg-indigo-600 text-white hover:bg-indigo-500 dark:bg-indigo-500 dark:hover:bg-indigo-600`
        }
      >
        {open ? <Icon name="x" className="h-6 w-6" /> : <Icon name="phone-call" className={inHeader ? "h-5 w-5" : "h-6 w-6"} />}
      </button>
      {inHeader ? options : null}
    </div>
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

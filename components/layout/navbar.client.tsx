"use client";

import { useRef, useState, type ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button-link";
import type { NavItem } from "@/lib/i18n/records/navigation";
import { shellTimings } from "@/lib/catalogue/shell-timings";
import { useScrollCondition } from "./browser-state";
import { headerContactSlotId } from "./header-contact-slot";
import { SearchPanel } from "./search-panel.client";
import { navbarTexts, newTabText } from "@/lib/i18n/messages/en/shell-texts/navbar";
import { usePageLocale, useWords } from "@/components/ui/words.client";
import { isPrefixedLocale, pathIn } from "@/lib/i18n/locales";
import { Icon } from "@/components/ui/icon";
import { usePageAddress } from "./page-address";

type ServiceLink = { name: string; path: string };
type Panel = "menu" | "search";

const panelIds: Record<Panel, string> = { menu: "mobile-menu", search: "search-panel" };

/** "page" for the current route, "true" for its section (Services on /services/*); a home page ("/", "/te") has no section. */
function currentState(pathname: string, path: string): "page" | "true" | undefined {
  if (pathname === path) return "page";
  const isHome = path === "/" || isPrefixedLocale(path.slice(1));
  if (!isHome && pathname.startsWith(`${path}/`)) return "true";
  return undefined;
}

function ServicesDropdown({ item, services, pathname }: { item: NavItem; services: readonly ServiceLink[]; pathname: string }) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLAnchorElement>(null);
  const current = currentState(pathname, item.path);

  return (
    <li
      className="relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={(event) => {
        // Only focus arriving from outside opens it, so Escape can return focus to the link.
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          setOpen(false);
          triggerRef.current?.focus();
        } else if (event.key === "ArrowDown" && !open) {
          event.preventDefault();
          setOpen(true);
        }
      }}
    >
      <a
        ref={triggerRef}
        href={item.path}
        aria-current={current}
        aria-expanded={open}
        aria-controls="services-menu"
        className="nav-link inline-flex items-center gap-1"
      >
        {item.name}
        <span className={`inline-flex transition-transform motion-reduce:transition-none ${open ? "rotate-180" : ""}`}>
          <Icon name="chevron-down" className="h-4 w-4" />
        </span>
      </a>
      {/* pt-2 bridges the gap so the pointer can travel from the link into the list. */}
      <div id="services-menu" hidden={!open} className="absolute top-full left-0 w-64 pt-2">
        <ul className="rounded-lg border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900">
          {services.map((service) => (
            <li key={service.path}>
              <a
                href={service.path}
                aria-current={currentState(pathname, service.path)}
                onClick={() => setOpen(false)}
                className="nav-link block"
              >
                {service.name}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

/** A link opening in a new tab, which says so to screen readers (`newTab`, in the page's language). */
function NewTabLink({ href, newTab, className, children }: { href: string; newTab: string; className: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only">{newTab}</span>
    </a>
  );
}

export function NavbarClient({
  brand,
  controls,
  items,
  services,
  bookDemoHref,
}: {
  brand: ReactNode;
  controls: ReactNode;
  items: readonly NavItem[];
  services: readonly ServiceLink[];
  bookDemoHref: string;
}) {
  const pathname = usePageAddress();
  // The open panel remembers the route it was opened on, so any navigation closes it.
  const [panelState, setPanelState] = useState<{ panel: Panel; path: string } | null>(null);
  const openPanel = panelState?.path === pathname ? panelState.panel : null;
  const scrolled = useScrollCondition(({ top }) => top > shellTimings.navScrollThresholdPx);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const locale = usePageLocale();
  const texts = useWords("navbar", navbarTexts);
  const newTab = useWords("newTab", newTabText);

  const toggle = (panel: Panel) => setPanelState(openPanel === panel ? null : { panel, path: pathname });
  const close = () => setPanelState(null);
  const solid = scrolled || openPanel !== null;
  /** What makes a header button the one that opens and closes a panel. */
  const togglesPanel = (panel: Panel) =>
    ({ type: "button", "aria-expanded": openPanel === panel, "aria-controls": panelIds[panel], onClick: () => toggle(panel) }) as const;

  return (
    <header
      data-solid={solid}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || openPanel === null) return;
        close();
        (openPanel === "menu" ? menuButtonRef : searchButtonRef).current?.focus();
      }}
      className={`fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300 motion-reduce:transition-none ${
        solid ? "bg-white/80 shadow-md backdrop-blur-md dark:bg-slate-950/80 dark:shadow-slate-950/50" : "bg-transparent"
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:px-6">
        {brand}

        <nav aria-label={texts.main} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {items.map((item) =>
              item.dropdown ? (
                <ServicesDropdown key={item.path} item={item} services={services} pathname={pathname} />
              ) : (
                <li key={item.path}>
                  <a href={item.path} aria-current={currentState(pathname, item.path)} className="nav-link">
                    {item.name}
                  </a>
                </li>
              ),
            )}
          </ul>
        </nav>

        <div className="header-controls">
          {/* Empty until the deferred shell draws the contact button into it (header-contact-slot.ts). In the
              server's HTML too: added only in the browser, it made React draw the navbar again right after hydration. */}
          <span id={headerContactSlotId} className="contents" />
          <button ref={searchButtonRef} {...togglesPanel("search")} aria-label={texts.search} className="icon-button">
            <Icon name="search" className="h-5 w-5" />
          </button>
          {controls}
          <div className="ml-2 hidden xl:block">
            <NewTabLink href={bookDemoHref} newTab={newTab} className={buttonClasses("primary", "px-4 py-2")}>
              {texts.bookDemo}
            </NewTabLink>
          </div>
          <button ref={menuButtonRef} {...togglesPanel("menu")} aria-label={texts.menu} className="icon-button xl:hidden">
            {openPanel === "menu" ? <Icon name="x" className="h-6 w-6" /> : <Icon name="menu" className="h-6 w-6" />}
          </button>
        </div>
      </div>

      {openPanel === "search" ? <SearchPanel id={panelIds.search} /> : null}

      <nav
        id={panelIds.menu}
        aria-label={texts.mobile}
        hidden={openPanel !== "menu"}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-t border-slate-200 bg-white/95 px-4 pt-2 pb-6 xl:hidden dark:border-slate-800 dark:bg-slate-950/95"
      >
        <ul className="flex flex-col gap-1">
          {items.map((item) => (
            <li key={item.path}>
              <a href={item.path} onClick={close} aria-current={currentState(pathname, item.path)} className="nav-link block text-base">
                {item.name}
              </a>
              {item.dropdown ? (
                <ul className="mt-1 ml-4 flex flex-col gap-1 border-l border-slate-200 pl-3 dark:border-slate-700">
                  {services.map((service) => (
                    <li key={service.path}>
                      <a href={service.path} onClick={close} aria-current={currentState(pathname, service.path)} className="nav-link block">
                        {service.name}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
        <div className="mt-4 grid gap-2 sm:grid-cols-2">
          <NewTabLink href={bookDemoHref} newTab={newTab} className={buttonClasses("secondary")}>
            {texts.bookDemo}
          </NewTabLink>
          <a href={pathIn(locale, "/quote")} onClick={close} className={buttonClasses("primary")}>
            {texts.getQuote}
          </a>
        </div>
      </nav>
    </header>
  );
}

"use client";

import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { ActiveFeedTabContext, type ActiveFeedTab } from "./active-feed-tab.client";
import { defaultFeedTab, feedTabIds, type FeedTabId } from "@/lib/catalogue/feeds";

/**
 * WAI-ARIA tabs over server-rendered panels: arrow keys, Home and End move
 * between tabs; inactive panels stay in the HTML but hidden. The tab icons come
 * rendered from the server, so the icon set stays out of the browser's JavaScript.
 */
export function FeedTabs({
  panels,
  icons,
  labels,
}: {
  panels: Record<FeedTabId, ReactNode>;
  icons: Record<FeedTabId, ReactNode>;
  /** The tabs' names and the list's name, in the page's language. */
  labels: { tabs: Readonly<Record<FeedTabId, string>>; list: string };
}) {
  const [active, setActive] = useState<ActiveFeedTab>({ id: defaultFeedTab, activation: 0 });
  const tabRefs = useRef<Partial<Record<FeedTabId, HTMLButtonElement | null>>>({});

  function activate(id: FeedTabId) {
    setActive((current) => (current.id === id ? current : { id, activation: current.activation + 1 }));
  }

  function select(id: FeedTabId) {
    activate(id);
    tabRefs.current[id]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = feedTabIds.indexOf(active.id);
    const last = feedTabIds.length - 1;
    const next: Partial<Record<string, number>> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const id = feedTabIds[target];
    if (id) select(id);
  }

  return (
    <ActiveFeedTabContext value={active}>
      <div
        role="tablist"
        aria-label={labels.list}
        className="mx-auto grid max-w-3xl grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 sm:grid-cols-4 dark:bg-slate-800"
      >
        {feedTabIds.map((id) => {
          const selected = id === active.id;
          return (
            <button
              key={id}
              ref={(element) => {
                tabRefs.current[id] = element;
              }}
              id={`feed-tab-${id}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`feed-panel-${id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => activate(id)}
              onKeyDown={onKeyDown}
              className={`inline-flex items-center justify-center gap-2 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors ${
                selected
                  ? "bg-white text-accent shadow-sm dark:bg-slate-950"
                  : "text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
              }`}
            >
              {icons[id]}
              {labels.tabs[id]}
            </button>
          );
        })}
      </div>
      {feedTabIds.map((id) => (
        <div
          key={id}
          id={`feed-panel-${id}`}
          role="tabpanel"
          aria-labelledby={`feed-tab-${id}`}
          hidden={id !== active.id}
          tabIndex={0}
          className="mt-8 focus-visible:outline-offset-4"
        >
          {panels[id]}
        </div>
      ))}
    </ActiveFeedTabContext>
  );
}

"use client";

import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { useActiveFeedTab } from "./active-feed-tab.client";
import { Icon } from "@/components/ui/icon";
import { buttonClasses } from "@/components/ui/button-link";
import { defaultRssFeed } from "@/lib/catalogue/feeds";
import type { FeedTexts } from "@/lib/i18n/records/feeds";
import { useWords } from "@/components/ui/words.client";
import { newTabText } from "@/lib/i18n/messages/en/shell-texts/navbar";
import type { FeedItem } from "@/lib/feeds/types";

/** The feed through the server (GET /api/rss); any failure is one notice. */
async function fetchFeedItems(signal: AbortSignal): Promise<FeedItem[]> {
  const response = await fetch(`/api/rss?feed=${defaultRssFeed}`, { signal });
  if (!response.ok) throw new Error(`RSS answered ${response.status}`);
  const body = (await response.json()) as { items?: FeedItem[] };
  return body.items ?? [];
}

/** The RSS tab's list, loaded when the tab opens; `texts` in the page's language. */
export function RssPanel({ texts }: { texts: FeedTexts }) {
  const newTab = useWords("newTab", newTabText);
  const tab = useActiveFeedTab();
  const open = tab.id === "rss";
  const [refreshes, setRefreshes] = useState(0);
  // The answer for one opening of the tab and one press of Refresh. Items show
  // only for the opening they were loaded in: leaving the tab clears them.
  const [settled, setSettled] = useState<{ activation: number; refresh: number; items: FeedItem[] } | null>(null);
  const loading = open && (settled?.activation !== tab.activation || settled.refresh !== refreshes);
  const items = open && settled?.activation === tab.activation ? settled.items : [];

  // The spec: opening the tab (or Refresh Feed) loads the feed.
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const key = { activation: tab.activation, refresh: refreshes };
    fetchFeedItems(controller.signal).then(
      (loaded) => setSettled({ ...key, items: loaded }),
      () => {
        if (controller.signal.aborted) return;
        setSettled({ ...key, items: [] });
        toast.error(texts.rssErrorTitle, { description: texts.rssErrorDescription, duration: 7000 });
      },
    );
    return () => controller.abort();
  }, [open, tab.activation, refreshes, texts]);

  return (
    <div>
      <div className="flex justify-end">
        <button type="button" className={buttonClasses("secondary")} onClick={() => setRefreshes((count) => count + 1)} disabled={loading}>
          <Icon name="zap" className="h-4 w-4" />
          {loading ? texts.loading : texts.refresh}
        </button>
      </div>
      <div aria-live="polite" aria-busy={loading} className="mt-6">
        {items.length > 0 ? (
          <ul className="space-y-4">
            {items.map((item) => (
              <li key={item.link} className="rounded-xl border border-slate-200 p-4 sm:p-5 dark:border-slate-700">
                <a
                  href={item.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold break-words text-accent underline-offset-4 hover:underline"
                >
                  {item.title}
                  <span className="sr-only">{newTab}</span>
                </a>
                {item.contentSnippet ? <p className="mt-2 text-sm break-words text-muted">{item.contentSnippet}</p> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-muted dark:border-slate-600">
            {loading ? texts.loading : texts.rssEmpty}
          </p>
        )}
      </div>
    </div>
  );
}

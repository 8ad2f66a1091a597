"use client";

import { useId, useState, useSyncExternalStore, type ReactNode } from "react";
import { Icon } from "@/components/ui/icon";
import { ToggleButtons } from "@/components/ui/toggle-buttons";
import { matchesResource, type ResourceFilterId } from "@/lib/catalogue/resources";
import { type Resource } from "@/lib/i18n/records/resources";
import type { ResourceLibraryTexts } from "@/lib/i18n/messages/en/resource-texts";
import { fill } from "@/lib/i18n/fill";

export interface LibraryItem extends Pick<Resource, "id" | "category" | "title" | "description"> {
  /** The card, rendered on the server. */
  card: ReactNode;
}

function subscribeToHash(onChange: () => void): () => void {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
}

/**
 * Search box and category chips applied together over server-rendered cards.
 * The search matches the titles and descriptions in the page's language.
 * The address's fragment chooses a category (/resources#marketing, where a
 * resource's breadcrumb leads) until a chip is pressed.
 */
export function ResourceLibrary({
  items,
  filters,
  texts,
}: {
  items: readonly LibraryItem[];
  /** The chips and words in the page's language. */
  filters: readonly { id: ResourceFilterId; label: string }[];
  texts: ResourceLibraryTexts;
}) {
  const [search, setSearch] = useState("");
  const linked = useSyncExternalStore(
    subscribeToHash,
    () => filters.find((option) => `#${option.id}` === window.location.hash)?.id ?? null,
    () => null,
  );
  const [chosen, setFilter] = useState<ResourceFilterId | null>(null);
  const filter = chosen ?? linked ?? "all";
  const searchId = useId();
  const visible = items.filter((item) => matchesResource(item, filter, search));

  return (
    <div>
      <div className="flex flex-col gap-5">
        <div className="relative mx-auto w-full max-w-xl">
          <label htmlFor={searchId} className="sr-only">
            {texts.searchLabel}
          </label>
          <Icon
            name="search"
            className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-500 dark:text-slate-400"
          />
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={texts.searchPlaceholder}
            className="w-full rounded-lg border border-slate-300 bg-white py-3 pr-4 pl-10 text-ink placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:placeholder:text-slate-400"
          />
        </div>
        <ToggleButtons label={texts.filterLabel} options={filters} pressed={filter} onPress={setFilter} look="chip" />
      </div>

      <p role="status" className="mt-6 text-center text-sm text-muted">
        {fill(texts.showing, { shown: visible.length, total: items.length })}
      </p>

      {visible.length > 0 ? (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((item) => (
            <li key={item.id}>{item.card}</li>
          ))}
        </ul>
      ) : (
        <div className="mx-auto mt-8 max-w-md rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-600">
          <Icon name="search" className="mx-auto h-10 w-10 text-slate-500 dark:text-slate-400" />
          <h3 className="mt-4 text-lg font-semibold text-ink">{texts.noneTitle}</h3>
          <p className="mt-2 text-muted">{texts.noneText}</p>
        </div>
      )}
    </div>
  );
}

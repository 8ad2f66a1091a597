"use client";

import { useId, useState, type ReactNode } from "react";
import { Icon } from "@/components/ui/icon";
import { ToggleButtons } from "@/components/ui/toggle-buttons";
import { matchesResource, resourceFilters, type Resource, type ResourceFilterId } from "@/lib/catalogue/resources";

export interface LibraryItem extends Pick<Resource, "id" | "category" | "title" | "description"> {
  /** The card, rendered on the server. */
  card: ReactNode;
}

/** Search box and category chips applied together over server-rendered cards. */
export function ResourceLibrary({ items }: { items: readonly LibraryItem[] }) {
  const [search, setSearch] = useState("");
  const [filter, setFilter] = useState<ResourceFilterId>("all");
  const searchId = useId();
  const visible = items.filter((item) => matchesResource(item, filter, search));

  return (
    <div>
      <div className="flex flex-col gap-5">
        <div className="relative mx-auto w-full max-w-xl">
          <label htmlFor={searchId} className="sr-only">
            Search resources
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
            placeholder="Search resources..."
            className="w-full rounded-lg border border-slate-300 bg-white py-3 pr-4 pl-10 text-slate-900 placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400"
          />
        </div>
        <ToggleButtons
          label="Filter by category"
          options={resourceFilters.map((option) => ({ value: option.id, label: option.label }))}
          pressed={filter}
          onPress={setFilter}
          look="chip"
          className="flex flex-wrap justify-center gap-2"
        />
      </div>

      <p role="status" className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">
        Showing {visible.length} of {items.length} resources
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
          <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">No Resources Found</h3>
          <p className="mt-2 text-slate-600 dark:text-slate-300">Try adjusting your search or filter criteria.</p>
        </div>
      )}
    </div>
  );
}

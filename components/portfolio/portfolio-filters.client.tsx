"use client";

import { useState, type ReactNode } from "react";

/**
 * Filter buttons over server-rendered project cards: every card is in the HTML, the chosen
 * filter only hides the others. `allId` is the filter that shows everything.
 */
export function PortfolioFilters({
  filters,
  allId,
  items,
}: {
  filters: readonly { id: string; label: string }[];
  allId: string;
  items: readonly { id: string; category: string; card: ReactNode }[];
}) {
  const [selected, setSelected] = useState(allId);
  const visible = items.filter((item) => selected === allId || item.category === selected);
  const selectedLabel = filters.find((filter) => filter.id === selected)?.label ?? "";

  return (
    <div>
      <div role="group" aria-label="Filter projects by category" className="flex flex-wrap justify-center gap-2">
        {filters.map((filter) => {
          const pressed = filter.id === selected;
          return (
            <button
              key={filter.id}
              type="button"
              aria-pressed={pressed}
              onClick={() => setSelected(filter.id)}
              className={`rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
                pressed
                  ? "bg-indigo-600 text-white dark:bg-indigo-500 dark:text-white"
                  : "border border-slate-300 bg-white text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800"
              }`}
            >
              {filter.label}
            </button>
          );
        })}
      </div>
      <p role="status" className="mt-4 text-center text-sm text-slate-600 dark:text-slate-300">
        Showing {visible.length} {visible.length === 1 ? "project" : "projects"}
        {selected === allId ? "" : ` in ${selectedLabel}`}
      </p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id} hidden={!visible.includes(item)} data-category={item.category}>
            {item.card}
          </li>
        ))}
      </ul>
    </div>
  );
}

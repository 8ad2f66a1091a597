"use client";

import { useState, type ReactNode } from "react";
import { ToggleButtons } from "@/components/ui/toggle-buttons";

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
      <ToggleButtons
        label="Filter projects by category"
        options={filters.map((filter) => ({ value: filter.id, label: filter.label }))}
        pressed={selected}
        onPress={setSelected}
        look="chip"
        className="flex flex-wrap justify-center gap-2"
      />
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

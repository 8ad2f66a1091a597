"use client";

import { createContext, use, useState, type ReactNode } from "react";
import { ToggleButtons } from "@/components/ui/toggle-buttons";
import type { PortfolioBrowserTexts } from "@/lib/i18n/messages/en/portfolio-texts";
import { fill } from "@/lib/i18n/fill";

// The words of the filters and of every card's dialog, in the page's language: handed over once, here.
const PortfolioTextsContext = createContext<PortfolioBrowserTexts | null>(null);

export function usePortfolioTexts(): PortfolioBrowserTexts {
  const texts = use(PortfolioTextsContext);
  if (!texts) throw new Error("A project's dialog opens inside PortfolioFilters, which holds its words");
  return texts;
}

/**
 * Filter buttons over server-rendered project cards: every card is in the HTML, the chosen
 * filter only hides the others. `allId` is the filter that shows everything.
 */
export function PortfolioFilters({
  filters,
  allId,
  items,
  texts,
}: {
  filters: readonly { id: string; label: string }[];
  allId: string;
  items: readonly { id: string; category: string; card: ReactNode }[];
  texts: PortfolioBrowserTexts;
}) {
  const [selected, setSelected] = useState(allId);
  const visible = items.filter((item) => selected === allId || item.category === selected);
  const counted = { count: visible.length, noun: visible.length === 1 ? texts.project : texts.projects };
  const category = filters.find((filter) => filter.id === selected)?.label ?? "";

  return (
    <PortfolioTextsContext value={texts}>
      <div>
        <ToggleButtons label={texts.filterLabel} options={filters} pressed={selected} onPress={setSelected} look="chip" />
        <p role="status" className="mt-4 text-center text-sm text-muted">
          {selected === allId ? fill(texts.showing, counted) : fill(texts.showingIn, { ...counted, category })}
        </p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.id} hidden={!visible.includes(item)} data-category={item.category}>
              {item.card}
            </li>
          ))}
        </ul>
      </div>
    </PortfolioTextsContext>
  );
}

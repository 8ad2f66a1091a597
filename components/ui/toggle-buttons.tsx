import type { ReactNode } from "react";

/**
 * A row of buttons of which one is pressed (aria-pressed): the filter chips
 * (`chip`, app/globals.css; see FilterChips) and the pricing's billing switch
 * (`segment`). The page decides what pressing one does.
 */
export function ToggleButtons<V extends string>({
  label,
  options,
  pressed,
  onPress,
  look,
  className,
}: {
  label: string;
  options: readonly { value: V; label: ReactNode }[];
  pressed: V;
  onPress: (value: V) => void;
  look: "chip" | "segment";
  className: string;
}) {
  return (
    <div role="group" aria-label={label} className={className}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === pressed}
          onClick={() => onPress(option.value)}
          className={look}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** The chips that filter a list of cards (the portfolio's, the resources'): one centred row that wraps. */
export function FilterChips<V extends string>({
  label,
  filters,
  selected,
  onSelect,
}: {
  label: string;
  filters: readonly { id: V; label: string }[];
  selected: V;
  onSelect: (id: V) => void;
}) {
  return (
    <ToggleButtons
      label={label}
      options={filters.map((filter) => ({ value: filter.id, label: filter.label }))}
      pressed={selected}
      onPress={onSelect}
      look="chip"
      className="flex flex-wrap justify-center gap-2"
    />
  );
}

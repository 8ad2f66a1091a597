import type { ReactNode } from "react";

/**
 * A row of buttons of which one is pressed (aria-pressed): the portfolio's and
 * the resources' filter chips (`chip`, app/globals.css) and the pricing's
 * billing switch (`segment`). The page decides what pressing one does.
 */
// The row's own look for each kind of button.
const rowClasses = {
  chip: "flex flex-wrap justify-center gap-2",
  segment:
    "inline-flex items-center gap-1 rounded-full border border-slate-300 bg-white p-1 shadow-sm dark:border-slate-600 dark:bg-slate-900",
} as const;

export function ToggleButtons<V extends string>({
  label,
  options,
  pressed,
  onPress,
  look,
}: {
  label: string;
  options: readonly { id: V; label: ReactNode }[];
  pressed: V;
  onPress: (value: V) => void;
  look: keyof typeof rowClasses;
}) {
  return (
    <div role="group" aria-label={label} className={rowClasses[look]}>
      {options.map((option) => (
        <button key={option.id} type="button" aria-pressed={option.id === pressed} onClick={() => onPress(option.id)} className={look}>
          {option.label}
        </button>
      ))}
    </div>
  );
}

import type { ReactNode } from "react";

/**
 * A row of buttons of which one is pressed (aria-pressed): the portfolio's and
 * the resources' filter chips (`chip`, app/globals.css) and the pricing's
 * billing switch (`segment`). The page decides what pressing one does.
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

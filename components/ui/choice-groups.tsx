import { errorId, FieldError } from "./form-fields";

// Checkbox and radio groups drawn as bordered rows: a fieldset with its legend,
// the group's error under the legend, one labelled row per option.

export interface ChoiceOption<V extends string = string> {
  value: V;
  label: string;
  /** A price or a fee, shown at the end of the row. */
  detail?: string;
}

const layoutClasses = {
  pairs: "sm:grid-cols-2",
  /** Short labels (platforms, goals) pair up even on a phone. */
  short: "grid-cols-2 lg:grid-cols-3",
  threes: "sm:grid-cols-3",
} as const;

interface ChoiceGroupProps<V extends string> {
  /** The fieldset's id, which the group's error id is built from. */
  id: string;
  /** The inputs' shared name. */
  name: string;
  legend: string;
  options: readonly ChoiceOption<V>[];
  error?: string;
  layout?: keyof typeof layoutClasses;
  /** Legend styled as a sub-heading (the main groups of a step). */
  prominent?: boolean;
}

/** A checkbox group: each box toggles its value's membership of the list. */
export function CheckboxGroup<V extends string>({
  values,
  onToggle,
  ...props
}: ChoiceGroupProps<V> & { values: readonly V[]; onToggle: (value: V, checked: boolean) => void }) {
  return <ChoiceFieldset {...props} type="checkbox" isChecked={(value) => values.includes(value)} onChange={onToggle} />;
}

/** A radio group with one value always chosen. */
export function RadioGroup<V extends string>({
  value: chosen,
  onChange,
  ...props
}: ChoiceGroupProps<V> & { value: V; onChange: (value: V) => void }) {
  return <ChoiceFieldset {...props} type="radio" isChecked={(value) => value === chosen} onChange={(value) => onChange(value)} />;
}

function ChoiceFieldset<V extends string>({
  id,
  name,
  legend,
  options,
  error,
  layout = "pairs",
  prominent = false,
  type,
  isChecked,
  onChange,
}: ChoiceGroupProps<V> & {
  type: "checkbox" | "radio";
  isChecked: (value: V) => boolean;
  onChange: (value: V, checked: boolean) => void;
}) {
  return (
    <fieldset id={id} aria-describedby={error ? errorId(id) : undefined}>
      <legend className={prominent ? "text-lg font-semibold text-ink" : "text-sm font-semibold text-ink"}>{legend}</legend>
      <FieldError id={id} message={error} />
      <div className={`mt-3 grid gap-2 sm:gap-3 ${layoutClasses[layout]}`}>
        {options.map((option) => (
          <ChoiceRow
            key={option.value}
            type={type}
            name={name}
            option={option}
            checked={isChecked(option.value)}
            onChange={(checked) => onChange(option.value, checked)}
          />
        ))}
      </div>
    </fieldset>
  );
}

function ChoiceRow({
  type,
  name,
  option,
  checked,
  onChange,
}: {
  type: "checkbox" | "radio";
  name: string;
  option: ChoiceOption;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2.5 rounded-lg border border-slate-200 bg-white px-3 py-2.5 text-sm text-slate-800 transition-colors hover:border-indigo-400 has-checked:border-indigo-600 has-checked:bg-indigo-50 has-focus-visible:border-indigo-600 sm:gap-3 sm:px-4 sm:py-3 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-indigo-400 dark:has-checked:border-indigo-400 dark:has-checked:bg-indigo-950/60">
      <input
        type={type}
        name={name}
        value={option.value}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className={type === "checkbox" ? "h-4 w-4 shrink-0 rounded accent-indigo-600" : "h-4 w-4 shrink-0 accent-indigo-600"}
      />
      <span className="min-w-0 flex-1 font-medium">{option.label}</span>
      {option.detail ? <span className="shrink-0 font-semibold text-ink tabular-nums">{option.detail}</span> : null}
    </label>
  );
}

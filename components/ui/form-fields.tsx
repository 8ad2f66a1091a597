import type { ComponentProps, ReactNode } from "react";
import { PrivacyNote } from "./privacy-note";
import { honeypotField } from "@/lib/validation/form-constants";

// The labelled controls of the lead forms (contact, careers, the quote wizard).
// Every control has a visible label, a visible focus ring in both themes, and
// its hint and error tied to it with aria-describedby, so a form can move the
// focus to a field by its id and have it announced with its message.

export function controlClasses(invalid: boolean): string {
  return [
    "mt-2 block w-full rounded-md border bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-500",
    "focus-visible:outline-offset-1",
    "dark:bg-slate-800 dark:text-white dark:placeholder:text-slate-400",
    invalid ? "border-red-600 dark:border-red-400" : "border-slate-300 dark:border-slate-600",
  ].join(" ");
}

export const labelClasses = "block text-sm font-semibold text-ink";

/** The asterisk after a required field's label; the form's intro says what it means. */
export function RequiredMark() {
  return (
    <span className="text-red-700 dark:text-red-400" aria-hidden="true">
      {"\u00a0*"}
    </span>
  );
}

export function errorId(id: string): string {
  return `${id}-error`;
}

function hintId(id: string): string {
  return `${id}-hint`;
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={errorId(id)} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400">
      {message}
    </p>
  );
}

/** The ARIA wiring of a control: invalid state, then its hint and error. */
export function describedBy(id: string, error: string | undefined, hint?: string) {
  const ids = [hint, error ? errorId(id) : undefined].filter(Boolean).join(" ");
  return { "aria-invalid": error ? true : undefined, "aria-describedby": ids || undefined } as const;
}

interface FieldProps {
  id: string;
  label: string;
  error: string | undefined;
  required?: boolean;
  /** Classes of the wrapper, e.g. a grid span. */
  className?: string;
}

/** What a field's control is not given: the field itself draws its look. */
type ControlProps<Element extends "input" | "textarea" | "select"> = Omit<ComponentProps<Element>, "id" | "required" | "className">;

/**
 * The frame every field shares: the label above its control, then its hint and its error.
 * A field keeps `id` and `required` in its control's props and hands the frame a copy.
 */
function Field({
  id,
  label,
  error,
  required = false,
  className = "",
  hint,
  children,
}: FieldProps & { hint?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children}
      {hint ? (
        <p id={hintId(id)} className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} message={error} />
    </div>
  );
}

export function TextField({ label, error, hint, className, ...input }: FieldProps & { hint?: string } & ControlProps<"input">) {
  return (
    <Field id={input.id} label={label} error={error} required={input.required} hint={hint} className={className}>
      <input className={controlClasses(Boolean(error))} {...describedBy(input.id, error, hint ? hintId(input.id) : undefined)} {...input} />
    </Field>
  );
}

/** A text field's wiring to a form's state, as useLeadForm's field() gives it. */
type BoundTextField = Pick<ComponentProps<typeof TextField>, "id" | "name" | "value" | "error" | "onChange">;

/** Who is writing: the questions the contact and careers forms open with, asked the same way in both. */
export function PersonFields({
  name,
  email,
  phone,
  labels,
}: {
  name: BoundTextField;
  email: BoundTextField;
  phone: BoundTextField;
  labels: { name: string; email: string; phone: string };
}) {
  return (
    <>
      <TextField {...name} label={labels.name} required autoComplete="name" />
      <TextField {...email} label={labels.email} type="email" required autoComplete="email" />
      <TextField {...phone} label={labels.phone} type="tel" autoComplete="tel" placeholder="+91 98765 43210" />
    </>
  );
}

export function TextAreaField({ label, error, className, ...textarea }: FieldProps & ControlProps<"textarea">) {
  return (
    <Field id={textarea.id} label={label} error={error} required={textarea.required} className={className}>
      <textarea className={`${controlClasses(Boolean(error))} min-h-32 resize-y`} {...describedBy(textarea.id, error)} {...textarea} />
    </Field>
  );
}

export function SelectField({
  label,
  error,
  className,
  placeholder,
  options,
  ...select
}: FieldProps & {
  /** The empty first option, in the page's language. */
  placeholder: string;
  options: readonly { value: string; label: string }[];
} & Omit<ControlProps<"select">, "children">) {
  return (
    <Field id={select.id} label={label} error={error} required={select.required} className={className}>
      <select className={controlClasses(Boolean(error))} {...describedBy(select.id, error)} {...select}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/**
 * A trap for bots that fill every input. People never see or reach it; the
 * server drops a submission that arrives with it filled.
 */
export function Honeypot({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  /** What a screen reader that reaches it anyway hears, in the page's language. */
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={honeypotField}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/**
 * The DPDP notice next to the button that sends a form (DPDP Act, 2023): what
 * is collected and why, ending in a link to the policy.
 */
export function ConsentNote({ policy, children }: { policy: string; children: ReactNode }) {
  return (
    <PrivacyNote policy={policy} className="text-sm text-slate-600 dark:text-slate-400">
      {children}
    </PrivacyNote>
  );
}

import { useEffect, useEffectEvent, useState, type FormEvent } from "react";
import type { FieldErrors } from "./form-errors";
import { useOneAtATime } from "./use-one-at-a-time";

// The state every lead form keeps (contact, careers, the quote wizard): the
// values, one message per field, where the focus goes, and whether a
// submission is under way. What each form sends and how it reads the answer
// stay in the form.

/** One message per field of a form. */
export type FormErrors<Field extends string> = Partial<Record<Field, string>>;

/** The keys of Values that hold text: what a text input, select or textarea edits. */
type TextKey<Values> = { [Key in keyof Values]: Values[Key] extends string ? Key : never }[keyof Values];

/** The props of a labelled text control (TextField, SelectField, TextAreaField) bound to one field. */
export type BindField<Values, Field extends string> = <Name extends Field & TextKey<Values>>(
  name: Name,
) => { id: string; name: Name; value: string; error: string | undefined; onChange: (event: { target: { value: string } }) => void };

export interface LeadFormOptions<Values, Field> {
  initialValues: Values;
  /** The fields that can show an error, in the order a visitor meets them: the first invalid one takes the focus. */
  fieldOrder: readonly Field[];
  /** The id of a field's control, or of its fieldset for a group. */
  fieldId: (field: Field) => string;
}

export function useLeadForm<Values extends object, Field extends keyof Values & string>({
  initialValues,
  fieldOrder,
  fieldId,
}: LeadFormOptions<Values, Field>) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [honeypot, setHoneypot] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const oneAtATime = useOneAtATime();
  const focusField = useFocusAfterRender((field: Field) => focusControl(fieldId(field)));

  /** Merges changed values and clears their fields' errors: the visitor is fixing them. */
  function update(patch: Partial<Values>) {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const changed = Object.keys(patch).filter((field) => field in current);
      if (changed.length === 0) return current;
      const next = { ...current };
      for (const field of changed) delete next[field as Field];
      return next;
    });
  }

  /**
   * Shows the messages for this form's fields and focuses the first invalid one.
   * Returns those fields in order; none when the messages name no field of this
   * form, and then nothing changes (the caller says what went wrong instead).
   */
  function showErrors(found: FieldErrors): Field[] {
    const invalid = fieldOrder.filter((field) => found[field] !== undefined);
    const first = invalid[0];
    if (first === undefined) return [];
    setErrors(Object.fromEntries(invalid.map((field) => [field, found[field]])) as FormErrors<Field>);
    focusField(first);
    return invalid;
  }

  function setError(field: Field, message: string) {
    setErrors((current) => ({ ...current, [field]: message }));
  }

  /** The form's onSubmit: the browser's own submission never runs, and ours one at a time. */
  function handleSubmit(task: () => Promise<void>) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void oneAtATime(task);
    };
  }

  /** Runs the sending part of a submission with the button busy. */
  async function whileSubmitting(task: () => Promise<void>) {
    setSubmitting(true);
    try {
      await task();
    } finally {
      setSubmitting(false);
    }
  }

  const field: BindField<Values, Field> = (name) => ({
    id: fieldId(name),
    name,
    value: values[name] as string,
    error: errors[name],
    onChange: (event: { target: { value: string } }) => update({ [name]: event.target.value } as Partial<Values>),
  });

  return {
    values,
    setValues,
    errors,
    update,
    showErrors,
    setError,
    clearErrors: () => setErrors({}),
    focusField,
    field,
    /** The bot trap's value (sent with every submission) and its setter, for <Honeypot>. */
    honeypot: { value: honeypot, onChange: setHoneypot },
    submitting,
    handleSubmit,
    whileSubmitting,
    oneAtATime,
  };
}

/**
 * Moves the focus once the next render is on screen, so it lands on what that
 * render shows: a field together with its message (announced with it), a new
 * step's heading.
 */
export function useFocusAfterRender<Target = void>(focus: (target: Target) => void): (target: Target) => void {
  // A new object per request, so asking for the same target twice still moves the focus.
  const [request, setRequest] = useState<{ target: Target } | null>(null);
  const focusNow = useEffectEvent(focus);
  useEffect(() => {
    if (request) focusNow(request.target);
  }, [request]);
  return (target) => setRequest({ target });
}

/** Focuses a control by id, or the first control of a group's fieldset. */
function focusControl(id: string) {
  const element = document.getElementById(id);
  const control = element instanceof HTMLFieldSetElement ? element.querySelector("input") : element;
  control?.focus();
}

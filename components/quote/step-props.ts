import type { BindField, FormErrors } from "@/components/ui/use-lead-form";
import { fieldId, toggle, type QuoteDraft, type QuoteField } from "./quote-draft";
import type { StepId } from "./quote-steps";

/** What every step panel receives from the wizard. */
export interface StepProps {
  draft: QuoteDraft;
  errors: FormErrors<QuoteField>;
  /** Merges changed fields into the draft (and clears their errors). */
  update: (patch: Partial<QuoteDraft>) => void;
  /** The props that bind a text control to a field of the draft. */
  field: BindField<QuoteDraft, QuoteField>;
  /** Goes to another step (the review's Edit buttons). */
  goToStep: (step: StepId) => void;
}

/** The fields of the draft whose value is a Value. */
type FieldHolding<Value> = { [Name in QuoteField]: QuoteDraft[Name] extends Value ? Name : never }[QuoteField];

/** The props that bind a CheckboxGroup to a list of the draft, as `field` does for a text control. */
export function bindCheckboxes<Name extends FieldHolding<string[]>>({ draft, errors, update }: StepProps, name: Name) {
  const values = draft[name];
  return {
    id: fieldId(name),
    name,
    values,
    onToggle: (value: QuoteDraft[Name][number], checked: boolean) => update({ [name]: toggle(values, value, checked) }),
    error: errors[name],
  };
}

/** The props that bind a RadioGroup to a single choice of the draft. */
export function bindRadios<Name extends FieldHolding<string>>({ draft, errors, update }: StepProps, name: Name) {
  return {
    id: fieldId(name),
    name,
    value: draft[name],
    onChange: (value: QuoteDraft[Name]) => update({ [name]: value }),
    error: errors[name],
  };
}

import type { BindField, FormErrors } from "@/components/ui/use-lead-form";
import type { QuoteDraft, QuoteField } from "./quote-draft";
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

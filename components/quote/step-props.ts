import type { FormErrors } from "@/components/ui/use-lead-form";
import type { QuoteDraft, QuoteField } from "./quote-draft";
import type { StepId } from "./quote-steps";

/** What every step panel receives from the wizard. */
export interface StepProps {
  draft: QuoteDraft;
  errors: FormErrors<QuoteField>;
  /** Merges changed fields into the draft (and clears their errors). */
  update: (patch: Partial<QuoteDraft>) => void;
  /** Goes to another step (the review's Edit buttons). */
  goToStep: (step: StepId) => void;
}

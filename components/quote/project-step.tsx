import { projectTypeOptions, quoteBudgetOptions, quoteTimelineOptions, urgencyOptions } from "@/lib/catalogue/quote-options";
import { RadioGroup } from "@/components/ui/choice-groups";
import { SelectField, TextAreaField } from "@/components/ui/form-fields";
import { fieldId } from "./quote-draft";
import type { StepProps } from "./step-props";

const urgencyChoices = urgencyOptions.map(({ value, label, feeLabel }) => ({ value, label, detail: feeLabel }));

export function ProjectStep({ draft, errors, update }: StepProps) {
  return (
    <div className="space-y-6">
      <div className="grid gap-6 sm:grid-cols-3">
        <SelectField
          id={fieldId("projectType")}
          name="projectType"
          label="Project Type"
          options={projectTypeOptions}
          value={draft.projectType}
          onChange={(event) => update({ projectType: event.target.value })}
          error={errors.projectType}
        />
        <SelectField
          id={fieldId("timeline")}
          name="timeline"
          label="Timeline"
          options={quoteTimelineOptions}
          value={draft.timeline}
          onChange={(event) => update({ timeline: event.target.value })}
          error={errors.timeline}
        />
        <SelectField
          id={fieldId("budget")}
          name="budget"
          label="Budget"
          options={quoteBudgetOptions}
          value={draft.budget}
          onChange={(event) => update({ budget: event.target.value })}
          error={errors.budget}
        />
      </div>
      <RadioGroup
        id={fieldId("urgency")}
        name="urgency"
        legend="Urgency"
        layout="threes"
        options={urgencyChoices}
        value={draft.urgency}
        onChange={(urgency) => update({ urgency })}
        error={errors.urgency}
      />
      <TextAreaField
        id={fieldId("description")}
        name="description"
        label="Project Description"
        required
        rows={6}
        placeholder="What do you need, for whom, and by when? Links to references are welcome."
        value={draft.description}
        onChange={(event) => update({ description: event.target.value })}
        error={errors.description}
      />
    </div>
  );
}

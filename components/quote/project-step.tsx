import { projectTypeOptions, quoteBudgetOptions, quoteTimelineOptions, urgencyOptions } from "@/lib/catalogue/quote-options";
import { RadioGroup } from "@/components/ui/choice-groups";
import { SelectField, TextAreaField } from "@/components/ui/form-fields";
import { bindRadios, type StepProps } from "./step-props";

const urgencyChoices = urgencyOptions.map(({ value, label, feeLabel }) => ({ value, label, detail: feeLabel }));

export function ProjectStep(step: StepProps) {
  const { field } = step;
  return (
    <div className="space-y-6">
      <div className="grid gap-6 sm:grid-cols-3">
        <SelectField {...field("projectType")} label="Project Type" options={projectTypeOptions} />
        <SelectField {...field("timeline")} label="Timeline" options={quoteTimelineOptions} />
        <SelectField {...field("budget")} label="Budget" options={quoteBudgetOptions} />
      </div>
      <RadioGroup {...bindRadios(step, "urgency")} legend="Urgency" layout="threes" options={urgencyChoices} />
      <TextAreaField
        {...field("description")}
        label="Project Description"
        required
        rows={6}
        placeholder="What do you need, for whom, and by when? Links to references are welcome."
      />
    </div>
  );
}

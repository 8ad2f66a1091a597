import { RadioGroup } from "@/components/ui/choice-groups";
import { SelectField, TextAreaField } from "@/components/ui/form-fields";
import { useQuoteLanguage } from "./quote-language";
import { bindRadios, type StepProps } from "./step-props";

export function ProjectStep(step: StepProps) {
  const { field } = step;
  const { texts, options } = useQuoteLanguage();
  const words = texts.project;
  const urgencyChoices = options.urgencies.map(({ value, label, feeLabel }) => ({ value, label, detail: feeLabel }));
  return (
    <div className="space-y-6">
      <div className="grid gap-6 sm:grid-cols-3">
        <SelectField {...field("projectType")} label={words.type} placeholder={texts.selectOption} options={options.projectTypes} />
        <SelectField {...field("timeline")} label={words.timeline} placeholder={texts.selectOption} options={options.timelines} />
        <SelectField {...field("budget")} label={words.budget} placeholder={texts.selectOption} options={options.budgets} />
      </div>
      <RadioGroup {...bindRadios(step, "urgency")} legend={words.urgency} layout="threes" options={urgencyChoices} />
      <TextAreaField {...field("description")} label={words.description} required rows={6} placeholder={words.descriptionPlaceholder} />
    </div>
  );
}

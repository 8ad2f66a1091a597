import { formatInr } from "@/lib/format/inr";
import { CheckboxGroup, type ChoiceOption } from "@/components/ui/choice-groups";
import { SelectField } from "@/components/ui/form-fields";
import { detailQuestions, openDetails, type DetailField } from "./quote-draft";
import { useQuoteLanguage } from "./quote-language";
import { bindCheckboxes, type StepProps } from "./step-props";

/** Catalogue options as choices with their prices at the ends of the rows. */
function withPrices<V extends string>(options: readonly { value: V; label: string; price: number }[]): readonly ChoiceOption<V>[] {
  return options.map((option) => ({ ...option, detail: formatInr(option.price) }));
}

export function ServicesStep(step: StepProps) {
  const { texts, options } = useQuoteLanguage();
  const details = openDetails(step.draft.services);
  return (
    <div className="space-y-10">
      <CheckboxGroup {...bindCheckboxes(step, "services")} legend={texts.services.core} prominent options={withPrices(options.services)} />
      {details.length > 0 ? (
        <section aria-labelledby="quote-details-heading" className="rounded-xl bg-slate-50 p-3 sm:p-6 dark:bg-slate-800/50">
          <h3 id="quote-details-heading" className="text-lg font-semibold text-ink">
            {texts.services.more}
          </h3>
          <p className="mt-1 text-sm text-muted">{texts.services.moreHint}</p>
          <div className="mt-5 space-y-6">
            {details.map((field) => (
              <DetailQuestionField key={field} field={field} step={step} />
            ))}
          </div>
        </section>
      ) : null}
      <CheckboxGroup
        {...bindCheckboxes(step, "additionalServices")}
        legend={texts.services.additional}
        prominent
        options={withPrices(options.addOns)}
      />
    </div>
  );
}

function DetailQuestionField({ field, step }: { field: DetailField; step: StepProps }) {
  const { texts, options } = useQuoteLanguage();
  const label = texts.details[field];
  const choices = options[detailQuestions[field]];
  if (field === "videoLength" || field === "websiteType") {
    return <SelectField {...step.field(field)} label={label} placeholder={texts.selectOption} options={choices} />;
  }
  return <CheckboxGroup {...bindCheckboxes(step, field)} legend={label} layout="short" options={choices} />;
}

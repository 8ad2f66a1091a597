import { quoteAddOnOptions, quoteServiceOptions } from "@/lib/catalogue/quote-options";
import { formatInr } from "@/lib/format/inr";
import { CheckboxGroup, type ChoiceOption } from "@/components/ui/choice-groups";
import { SelectField } from "@/components/ui/form-fields";
import { detailQuestions, openDetails, type DetailField } from "./quote-draft";
import { bindCheckboxes, type StepProps } from "./step-props";

/** Catalogue options as choices with their prices at the ends of the rows. */
function withPrices<V extends string>(options: readonly { value: V; label: string; price: number }[]): readonly ChoiceOption<V>[] {
  return options.map((option) => ({ ...option, detail: formatInr(option.price) }));
}

const serviceChoices = withPrices(quoteServiceOptions);
const addOnChoices = withPrices(quoteAddOnOptions);

export function ServicesStep(step: StepProps) {
  const details = openDetails(step.draft.services);
  return (
    <div className="space-y-10">
      <CheckboxGroup {...bindCheckboxes(step, "services")} legend="Core Services" prominent options={serviceChoices} />
      {details.length > 0 ? (
        <section aria-labelledby="quote-details-heading" className="rounded-xl bg-slate-50 p-3 sm:p-6 dark:bg-slate-800/50">
          <h3 id="quote-details-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
            Tell us a little more
          </h3>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Optional: it helps us size the quote.</p>
          <div className="mt-5 space-y-6">
            {details.map((field) => (
              <DetailQuestionField key={field} field={field} step={step} />
            ))}
          </div>
        </section>
      ) : null}
      <CheckboxGroup {...bindCheckboxes(step, "additionalServices")} legend="Additional Services" prominent options={addOnChoices} />
    </div>
  );
}

function DetailQuestionField({ field, step }: { field: DetailField; step: StepProps }) {
  const question = detailQuestions[field];
  if (field === "videoLength" || field === "websiteType") {
    return <SelectField {...step.field(field)} label={question.label} options={question.options} />;
  }
  return <CheckboxGroup {...bindCheckboxes(step, field)} legend={question.label} layout="short" options={question.options} />;
}

import { quoteAddOnOptions, quoteServiceOptions } from "@/lib/catalogue/quote-options";
import { formatInr } from "@/lib/format/inr";
import { CheckboxGroup, type ChoiceOption } from "@/components/ui/choice-groups";
import { SelectField } from "@/components/ui/form-fields";
import { detailQuestions, fieldId, openDetails, toggle, type DetailField } from "./quote-draft";
import type { StepProps } from "./step-props";

const serviceChoices: readonly ChoiceOption<(typeof quoteServiceOptions)[number]["value"]>[] = quoteServiceOptions.map((option) => ({
  ...option,
  detail: formatInr(option.price),
}));

const addOnChoices: readonly ChoiceOption<(typeof quoteAddOnOptions)[number]["value"]>[] = quoteAddOnOptions.map((option) => ({
  ...option,
  detail: formatInr(option.price),
}));

export function ServicesStep({ draft, errors, update, field: bindField }: StepProps) {
  const details = openDetails(draft.services);
  return (
    <div className="space-y-10">
      <CheckboxGroup
        id={fieldId("services")}
        name="services"
        legend="Core Services"
        prominent
        options={serviceChoices}
        values={draft.services}
        onToggle={(id, checked) => update({ services: toggle(draft.services, id, checked) })}
        error={errors.services}
      />
      {details.length > 0 ? (
        <section aria-labelledby="quote-details-heading" className="rounded-xl bg-slate-50 p-3 sm:p-6 dark:bg-slate-800/50">
          <h3 id="quote-details-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
            Tell us a little more
          </h3>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Optional: it helps us size the quote.</p>
          <div className="mt-5 space-y-6">
            {details.map((field) => (
              <DetailQuestionField key={field} field={field} draft={draft} errors={errors} update={update} bind={bindField} />
            ))}
          </div>
        </section>
      ) : null}
      <CheckboxGroup
        id={fieldId("additionalServices")}
        name="additionalServices"
        legend="Additional Services"
        prominent
        options={addOnChoices}
        values={draft.additionalServices}
        onToggle={(id, checked) => update({ additionalServices: toggle(draft.additionalServices, id, checked) })}
        error={errors.additionalServices}
      />
    </div>
  );
}

function DetailQuestionField({
  field,
  draft,
  errors,
  update,
  bind,
}: { field: DetailField; bind: StepProps["field"] } & Pick<StepProps, "draft" | "errors" | "update">) {
  const question = detailQuestions[field];
  if (field === "videoLength" || field === "websiteType") {
    return <SelectField {...bind(field)} label={question.label} options={question.options} />;
  }
  const values = draft[field];
  return (
    <CheckboxGroup
      id={fieldId(field)}
      name={field}
      legend={question.label}
      layout="short"
      options={question.options}
      values={values}
      onToggle={(value, checked) => update({ [field]: toggle(values, value, checked) })}
      error={errors[field]}
    />
  );
}

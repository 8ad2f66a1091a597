import type { ReactNode } from "react";
import { Icon } from "@/components/ui/icon";
import { TitledSection } from "@/components/ui/titled-section";
import type { Option } from "@/lib/catalogue/contact-options";
import { formatInr } from "@/lib/format/inr";
import { fill } from "@/lib/i18n/fill";
import { breakDownEstimate } from "./quote-estimate";
import { detailQuestions, openDetails } from "./quote-draft";
import { useQuoteLanguage } from "./quote-language";
import type { StepId } from "./quote-steps";
import type { StepProps } from "./step-props";

export function ReviewStep({ draft, goToStep }: StepProps) {
  const { texts, options, taxNote } = useQuoteLanguage();
  const words = texts.review;
  const notGiven = words.notGiven;
  const labelOf = (choices: readonly Option[], value: string) => choices.find((option) => option.value === value)?.label ?? notGiven;
  const labelsOf = (choices: readonly Option[], values: readonly string[]) =>
    choices
      .filter((option) => values.includes(option.value))
      .map((option) => option.label)
      .join(", ") || notGiven;
  const estimate = breakDownEstimate(draft, options);
  const details = openDetails(draft.services);
  const urgency = options.urgencies.find((option) => option.value === draft.urgency);
  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <div className="space-y-6 lg:col-span-3">
        <ReviewSection title={words.yourDetails} step="personal" editLabel={words.editDetails} goToStep={goToStep}>
          <Facts
            facts={[
              [texts.personal.name, draft.name || notGiven],
              [texts.personal.email, draft.email || notGiven],
              [words.phone, draft.phone || notGiven],
              [words.company, draft.company || notGiven],
              [words.contact, labelOf(options.preferredContact, draft.preferredContact)],
            ]}
          />
        </ReviewSection>
        <ReviewSection title={words.services} step="services" editLabel={words.editServices} goToStep={goToStep}>
          <Facts
            facts={[
              [words.coreServices, estimate.services.map((option) => option.label).join(", ") || words.noneSelected],
              [words.additionalServices, estimate.addOns.map((option) => option.label).join(", ") || words.noneSelected],
              ...details.map((field): [string, string] => {
                const value = draft[field];
                const choices = options[detailQuestions[field]];
                return [texts.details[field], typeof value === "string" ? labelOf(choices, value) : labelsOf(choices, value)];
              }),
            ]}
          />
        </ReviewSection>
        <ReviewSection title={words.project} step="project" editLabel={words.editProject} goToStep={goToStep}>
          <Facts
            facts={[
              [texts.project.type, labelOf(options.projectTypes, draft.projectType)],
              [texts.project.timeline, labelOf(options.timelines, draft.timeline)],
              [texts.project.budget, labelOf(options.budgets, draft.budget)],
              [texts.project.urgency, urgency?.feeLabel ? `${urgency.label} (${urgency.feeLabel})` : (urgency?.label ?? notGiven)],
            ]}
          />
          <div className="mt-4">
            <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{texts.project.description}</p>
            <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-900 dark:text-slate-100">
              {draft.description.trim() || notGiven}
            </p>
          </div>
        </ReviewSection>
      </div>

      <TitledSection
        id="quote-estimate"
        title={words.estimate}
        level={3}
        className="h-fit rounded-xl border border-indigo-200 bg-indigo-50 p-5 sm:p-6 lg:col-span-2 dark:border-indigo-900 dark:bg-indigo-950/40"
        titleClassName="text-lg font-semibold text-ink"
      >
        {estimate.services.length + estimate.addOns.length === 0 ? (
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{words.noServices}</p>
        ) : (
          <ul className="mt-4 space-y-2 text-sm">
            {[...estimate.services, ...estimate.addOns].map((option) => (
              <EstimateLine key={option.value} label={option.label} amount={formatInr(option.price)} />
            ))}
            {estimate.fee ? (
              <>
                <EstimateLine label={words.subtotal} amount={formatInr(estimate.subtotal)} divided />
                <EstimateLine
                  label={fill(words.fee, { urgency: estimate.fee.urgency, fee: estimate.fee.label })}
                  amount={`+${formatInr(estimate.fee.amount)}`}
                />
              </>
            ) : null}
          </ul>
        )}
        <p
          data-testid="quote-estimate-total"
          className="mt-4 flex items-baseline justify-between gap-4 border-t border-indigo-200 pt-4 dark:border-indigo-900"
        >
          <span className="font-semibold text-ink">{words.total}</span>
          <span className="text-2xl font-bold text-accent tabular-nums">{formatInr(estimate.total)}</span>
        </p>
        <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
          {taxNote} {words.startingPrices}
        </p>
        {/* Said before submit: the card payment the spec opens once the quote is stored. */}
        {estimate.total > 0 ? (
          <div
            data-testid="quote-payment-note"
            className="mt-4 flex gap-3 rounded-lg border border-indigo-200 bg-white p-3 text-sm text-slate-700 dark:border-indigo-900 dark:bg-slate-900 dark:text-slate-300"
          >
            <Icon name="shield-check" className="mt-0.5 h-4 w-4 shrink-0 text-accent" />
            <div className="space-y-1">
              <p className="font-semibold text-ink">{words.payment.heading}</p>
              <p>{fill(words.payment.when, { amount: formatInr(estimate.total) })}</p>
              <p>{words.payment.optional}</p>
            </div>
          </div>
        ) : null}
      </TitledSection>
    </div>
  );
}

function ReviewSection({
  title,
  step,
  editLabel,
  goToStep,
  children,
}: {
  title: string;
  /** What the Edit button edits, for screen readers (with its leading space). */
  step: StepId;
  editLabel: string;
  goToStep: (step: StepId) => void;
  children: ReactNode;
}) {
  const edit = useQuoteLanguage().texts.review.edit;
  return (
    <section className="rounded-xl border border-slate-200 p-4 sm:p-5 dark:border-slate-700">
      <div className="flex items-center justify-between gap-4">
        <h3 className="text-base font-semibold text-ink">{title}</h3>
        <button
          type="button"
          onClick={() => goToStep(step)}
          className="rounded-md px-2 py-1 text-sm font-semibold text-accent hover:bg-indigo-50 dark:hover:bg-slate-800"
        >
          {edit}
          <span className="sr-only">{editLabel}</span>
        </button>
      </div>
      {children}
    </section>
  );
}

function Facts({ facts }: { facts: readonly (readonly [string, string])[] }) {
  return (
    <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-slate-600 dark:text-slate-400">{term}</dt>
          <dd className="break-words text-slate-900 dark:text-slate-100">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function EstimateLine({ label, amount, divided = false }: { label: string; amount: string; divided?: boolean }) {
  return (
    <li
      className={`flex justify-between gap-4 text-slate-700 dark:text-slate-300 ${
        divided ? "border-t border-indigo-200 pt-2 font-medium dark:border-indigo-900" : ""
      }`}
    >
      <span>{label}</span>
      <span className="shrink-0 font-semibold text-ink tabular-nums">{amount}</span>
    </li>
  );
}

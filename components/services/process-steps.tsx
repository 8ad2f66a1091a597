import type { ProcessStep } from "@/lib/i18n/records/services";
import { fill } from "@/lib/i18n/fill";

/** Numbered steps in a responsive row; `stepLabel` is what a screen reader hears before each title. */
export function ProcessSteps({ steps, stepLabel = "Step {number}: " }: { steps: readonly ProcessStep[]; stepLabel?: string }) {
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="card">
          <span aria-hidden="true" className="step-number">
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-ink">
            <span className="sr-only">{fill(stepLabel, { number: index + 1 })}</span>
            {step.title}
          </h3>
          <p className="mt-2 text-sm text-muted">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}

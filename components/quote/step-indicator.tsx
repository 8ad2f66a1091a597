import { Icon } from "@/components/ui/icon";
import type { QuoteTexts } from "@/lib/i18n/messages/en/quote-texts";
import { fill } from "@/lib/i18n/fill";
import { quoteSteps, stepIds, type StepId } from "./quote-steps";

/** Steps 1-4: those at or below the current one are active, earlier ones done. */
export function StepIndicator({ current, texts }: { current: StepId; texts: QuoteTexts }) {
  const currentNumber = quoteSteps[current].number;
  return (
    <ol aria-label={texts.indicator} className="grid grid-cols-4 gap-1 sm:gap-2">
      {stepIds.map((id) => {
        const step = quoteSteps[id];
        const active = step.number <= currentNumber;
        const done = step.number < currentNumber;
        return (
          <li
            key={id}
            aria-current={id === current ? "step" : undefined}
            data-state={done ? "done" : active ? "active" : "upcoming"}
            className="relative flex flex-col items-center text-center"
          >
            {step.number > 1 ? (
              <span
                aria-hidden="true"
                className={`absolute top-5 right-1/2 h-0.5 w-full -translate-y-1/2 ${
                  active ? "bg-indigo-600 dark:bg-indigo-400" : "bg-slate-200 dark:bg-slate-700"
                }`}
              />
            ) : null}
            <span
              className={`relative z-10 flex h-10 w-10 items-center justify-center rounded-full border-2 text-sm font-bold ${
                active
                  ? "border-indigo-600 bg-indigo-600 text-white dark:border-indigo-400 dark:bg-indigo-500"
                  : "border-slate-300 bg-white text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-400"
              }`}
            >
              {done ? <Icon name="check" className="h-5 w-5" strokeWidth={3} /> : <span aria-hidden="true">{step.number}</span>}
            </span>
            <span
              className={`mt-2 text-xs leading-tight font-medium sm:text-sm ${
                active ? "text-accent" : "text-slate-500 dark:text-slate-400"
              }`}
            >
              <span className="sr-only">{fill(texts.stepNumber, { number: step.number })}</span>
              {texts.steps[id].indicator}
              {done ? <span className="sr-only">{texts.done}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

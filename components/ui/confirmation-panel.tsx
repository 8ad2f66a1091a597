import type { ReactNode, Ref } from "react";
import { Icon } from "./icon";
import { ToastLane } from "./toast-lane.client";

/**
 * The answer a form or a payment leaves on the page, and keeps until the
 * visitor moves on: what happened (the heading and the lines below it, a
 * reference among them), what comes next, and where to go. Toasts raised
 * while it shows go into its lane, under its buttons.
 */
export function ConfirmationPanel({
  title,
  headingId,
  headingRef,
  children,
  nextTitle,
  nextSteps,
  actions,
  testId,
}: {
  title: string;
  headingId?: string;
  headingRef?: Ref<HTMLHeadingElement>;
  /** What happened: a few short lines, the reference and where the mail went among them. */
  children: ReactNode;
  nextTitle: string;
  nextSteps: readonly string[];
  actions: ReactNode;
  testId?: string;
}) {
  return (
    <div className="text-center" data-testid={testId}>
      <span className="mx-auto inline-flex rounded-full bg-emerald-100 p-4 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">
        <Icon name="check-circle" className="h-10 w-10" />
      </span>
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="mt-5 text-2xl font-bold tracking-tight text-ink outline-none sm:text-3xl"
      >
        {title}
      </h2>
      <div className="mx-auto mt-3 max-w-md space-y-2 text-muted">{children}</div>
      <div className="mx-auto mt-8 max-w-md text-left">
        <h3 className="text-base font-semibold text-ink">{nextTitle}</h3>
        <ol className="mt-3 space-y-3">
          {nextSteps.map((text, index) => (
            <li key={text} className="flex gap-3 text-slate-700 dark:text-slate-300">
              <span
                aria-hidden="true"
                className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-xs font-bold text-white dark:bg-indigo-500"
              >
                {index + 1}
              </span>
              <span>{text}</span>
            </li>
          ))}
        </ol>
      </div>
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>
      <ToastLane />
    </div>
  );
}

/** A reference the visitor can quote to us: selectable, and kept whole on a narrow screen. */
export function Reference({ label, value }: { label: string; value: string }) {
  return (
    <p className="text-sm">
      {label}{" "}
      <span data-testid="confirmation-reference" className="font-mono break-all text-ink select-all">
        {value}
      </span>
    </p>
  );
}

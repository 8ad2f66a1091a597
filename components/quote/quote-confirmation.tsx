import Link from "next/link";
import type { Ref } from "react";
import { buttonClasses } from "@/components/ui/button-link";
import { Icon } from "@/components/ui/icon";
import type { CheckoutOutcome } from "@/components/payments/start-checkout";
import { fill } from "@/lib/i18n/fill";
import type { PreferredContact } from "./quote-draft";
import { useQuoteLanguage } from "./quote-language";

const paymentTone: Record<CheckoutOutcome, "success" | "neutral"> = {
  paid: "success",
  dismissed: "neutral",
  failed: "neutral",
  "not-configured": "neutral",
  unavailable: "neutral",
};

/** How a payment ended when trying again may help: not paid, and the gateway is there. */
const retryable = new Set<CheckoutOutcome>(["dismissed", "failed", "unavailable"]);

/** Step 5: shown once the server has stored the quote. */
export function QuoteConfirmation({
  preferredContact,
  payment,
  headingRef,
  homeHref = "/",
  onRetryPayment,
  retrying = false,
}: {
  preferredContact: PreferredContact;
  /** How the card payment ended, or null when the quote had nothing to pay. */
  payment: CheckoutOutcome | null;
  headingRef: Ref<HTMLHeadingElement>;
  /** The home page in the wizard's language. */
  homeHref?: string;
  /** Opens the checkout again for the same quote; offered after a payment that did not go through. */
  onRetryPayment?: () => void;
  retrying?: boolean;
}) {
  const { texts } = useQuoteLanguage();
  const words = texts.confirmation;
  const note = payment ? { text: words.payment[payment], tone: paymentTone[payment] } : null;
  const nextSteps = [words.review, fill(words.contact, { how: words.how[preferredContact] }), words.proposal];
  return (
    <div className="text-center">
      <span className="mx-auto inline-flex rounded-full bg-emerald-100 p-4 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">
        <Icon name="check-circle" className="h-10 w-10" />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="mt-5 text-2xl font-bold tracking-tight text-ink outline-none sm:text-3xl">
        {words.title}
      </h2>
      <p className="mt-3 text-muted">{words.thanks}</p>
      {note ? (
        <p
          data-payment-state={payment}
          className={`mx-auto mt-4 max-w-md rounded-lg px-4 py-3 text-sm ${
            note.tone === "success"
              ? "bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
              : "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100"
          }`}
        >
          {note.text}
        </p>
      ) : null}
      {onRetryPayment && payment && retryable.has(payment) ? (
        <div className="mx-auto mt-4 max-w-md">
          <button type="button" onClick={onRetryPayment} aria-disabled={retrying} aria-busy={retrying} className={buttonClasses("primary")}>
            {retrying ? texts.openingPayment : words.retry}
          </button>
          <p className="mt-2 text-sm text-muted">{words.retryNote}</p>
        </div>
      ) : null}
      <div className="mx-auto mt-8 max-w-md text-left">
        <h3 className="text-base font-semibold text-ink">{words.next}</h3>
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
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <Link href={homeHref} className={buttonClasses("primary")}>
          {words.home}
        </Link>
        <Link href="/services" className={buttonClasses("secondary")}>
          {words.services}
        </Link>
      </div>
    </div>
  );
}

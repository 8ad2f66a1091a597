import Link from "next/link";
import type { Ref } from "react";
import { buttonClasses } from "@/components/ui/button-link";
import { Icon } from "@/components/ui/icon";
import type { CheckoutOutcome } from "@/components/payments/start-checkout";
import { fill } from "@/lib/i18n/fill";
import type { PreferredContact } from "./quote-draft";
import { useQuoteLanguage } from "./quote-language";

/** Where the quote's card payment stands: opening, or how it ended. */
export type QuotePayment = "opening" | CheckoutOutcome;

const paymentTone: Record<QuotePayment, "success" | "neutral"> = {
  opening: "neutral",
  paid: "success",
  dismissed: "neutral",
  failed: "neutral",
  "not-configured": "neutral",
  unavailable: "neutral",
};

/**
 * The payments that may be tried again from here: one that never opened, or
 * one the visitor closed. Not one that failed to verify (the visitor may have
 * been charged) nor one the site cannot take yet.
 */
const retryable: ReadonlySet<QuotePayment> = new Set(["unavailable", "dismissed"]);

/**
 * Step 5: shown as soon as the server has stored the quote, before any
 * payment opens, so the stored request is what the visitor sees first; the
 * payment's state is said beside it, with a way to try again.
 */
export function QuoteConfirmation({
  preferredContact,
  payment,
  onRetryPayment,
  headingRef,
  homeHref = "/",
}: {
  preferredContact: PreferredContact;
  /** Where the card payment stands, or null when the quote had nothing to pay. */
  payment: QuotePayment | null;
  onRetryPayment: () => void;
  headingRef: Ref<HTMLHeadingElement>;
  /** The home page in the wizard's language. */
  homeHref?: string;
}) {
  const { texts } = useQuoteLanguage();
  const words = texts.confirmation;
  const tone = payment ? paymentTone[payment] : null;
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
      {/* Always in the page while there is a payment, so each new state is announced. */}
      {payment ? (
        <div
          role="status"
          data-payment-state={payment}
          className={`mx-auto mt-4 max-w-md rounded-lg px-4 py-3 text-sm ${
            tone === "success"
              ? "bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
              : "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100"
          }`}
        >
          <p>{payment === "opening" ? texts.openingPayment : words.payment[payment]}</p>
          {retryable.has(payment) ? (
            <button type="button" onClick={onRetryPayment} className={buttonClasses("primary", "mt-3 px-4 py-2")}>
              {words.retryPayment}
            </button>
          ) : null}
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

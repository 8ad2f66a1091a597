import type { Ref } from "react";
import { buttonClasses } from "@/components/ui/button-link";
import { ConfirmationPanel, Reference } from "@/components/ui/confirmation-panel";
import type { CheckoutOutcome } from "@/components/payments/start-checkout";
import { formatInr } from "@/lib/format/inr";
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

/** Where money may have been taken: then what happens if the proposal's final price differs is said too. */
const moneyTaken: ReadonlySet<QuotePayment> = new Set(["paid", "failed"]);

/**
 * Step 5: shown as soon as the server has stored the quote, before any
 * payment opens, so the stored request is what the visitor sees first: its
 * reference and where the mail went; the payment's state is said beside it,
 * one state at a time, with a way to pay again only where that makes sense.
 */
export function QuoteConfirmation({
  reference,
  email,
  preferredContact,
  estimate,
  payment,
  onRetryPayment,
  headingRef,
  homeHref = "/",
  refundPolicyHref = "/refund-policy",
}: {
  reference: string;
  /** The address the acknowledgement goes to, as the visitor typed it. */
  email: string;
  preferredContact: PreferredContact;
  /** The stored quote's estimate in rupees: the amount the card payment asks for. */
  estimate: number;
  /** Where the card payment stands, or null when the quote had nothing to pay. */
  payment: QuotePayment | null;
  onRetryPayment: () => void;
  headingRef: Ref<HTMLHeadingElement>;
  /** The home page and the refund policy in the wizard's language. */
  homeHref?: string;
  refundPolicyHref?: string;
}) {
  const { texts } = useQuoteLanguage();
  const words = texts.confirmation;
  const tone = payment ? paymentTone[payment] : null;
  const nextSteps = [words.review, fill(words.contact, { how: words.how[preferredContact] }), words.proposal];
  return (
    <ConfirmationPanel
      title={words.title}
      headingRef={headingRef}
      nextTitle={words.next}
      nextSteps={nextSteps}
      testId="quote-confirmation"
      actions={
        <>
          <a href={homeHref} className={buttonClasses("primary")}>
            {words.home}
          </a>
          <a href="/services" className={buttonClasses("secondary")}>
            {words.services}
          </a>
        </>
      }
    >
      <p>{words.thanks}</p>
      <Reference label={words.reference} value={reference} />
      <p className="text-sm break-words">{fill(words.mailed, { email })}</p>
      {/* Always in the page while there is a payment, so each new state is announced. */}
      {payment ? (
        <div
          role="status"
          data-payment-state={payment}
          className={`mt-4 rounded-lg px-4 py-3 text-left text-sm ${
            tone === "success"
              ? "bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
              : "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100"
          }`}
        >
          <p>{payment === "opening" ? texts.openingPayment : fill(words.payment[payment], { amount: formatInr(estimate) })}</p>
          {moneyTaken.has(payment) ? (
            <p className="mt-2">
              {words.priceDiffers}{" "}
              <a href={refundPolicyHref} className="link-inline">
                {words.refundPolicy}
              </a>
            </p>
          ) : null}
          {retryable.has(payment) ? (
            <button type="button" onClick={onRetryPayment} className={buttonClasses("primary", "mt-3 px-4 py-2")}>
              {words.retryPayment}
            </button>
          ) : null}
        </div>
      ) : null}
    </ConfirmationPanel>
  );
}

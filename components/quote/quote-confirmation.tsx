import Link from "next/link";
import type { Ref } from "react";
import { buttonClasses } from "@/components/ui/button-link";
import { Icon } from "@/components/ui/icon";
import type { CheckoutOutcome } from "@/components/payments/start-checkout";
import type { PreferredContact } from "./quote-draft";

/** What the confirmation says about the card payment that followed the quote, if any. */
const paymentNote: Record<CheckoutOutcome, { text: string; tone: "success" | "neutral" }> = {
  paid: { text: "Payment received. Thank you!", tone: "success" },
  dismissed: { text: "Payment not completed. No money was taken; you can pay once you have reviewed our proposal.", tone: "neutral" },
  failed: { text: "We could not confirm your payment. If you were charged, please contact us with your payment ID.", tone: "neutral" },
  "not-configured": { text: "Online payment is not available yet; we will share payment details with your proposal.", tone: "neutral" },
  unavailable: { text: "The payment could not be started. You can pay once you have reviewed our proposal.", tone: "neutral" },
};

const contactPhrase: Record<PreferredContact, string> = {
  email: "by email",
  phone: "with a phone call",
  whatsapp: "on WhatsApp",
  meeting: "to set up a video meeting",
};

/** Step 5: shown once the server has stored the quote. */
export function QuoteConfirmation({
  preferredContact,
  payment,
  headingRef,
}: {
  preferredContact: PreferredContact;
  /** How the card payment ended, or null when the quote had nothing to pay. */
  payment: CheckoutOutcome | null;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const note = payment ? paymentNote[payment] : null;
  const nextSteps = [
    "We review your requirements within 24 hours.",
    `We contact you ${contactPhrase[preferredContact]} to discuss your project.`,
    "You receive a detailed proposal with the scope, timeline and final pricing.",
  ];
  return (
    <div className="text-center">
      <span className="mx-auto inline-flex rounded-full bg-emerald-100 p-4 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">
        <Icon name="check-circle" className="h-10 w-10" />
      </span>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-5 text-2xl font-bold tracking-tight text-slate-900 outline-none sm:text-3xl dark:text-white"
      >
        Quote Request Submitted!
      </h2>
      <p className="mt-3 text-slate-600 dark:text-slate-300">Thank you. Your request is with our team.</p>
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
      <div className="mx-auto mt-8 max-w-md text-left">
        <h3 className="text-base font-semibold text-slate-900 dark:text-white">What happens next</h3>
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
        <Link href="/" className={buttonClasses("primary")}>
          Back to Home
        </Link>
        <Link href="/services" className={buttonClasses("secondary")}>
          Explore Services
        </Link>
      </div>
    </div>
  );
}

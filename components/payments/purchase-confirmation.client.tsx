"use client";

import { useEffect, useRef } from "react";
import { buttonClasses } from "@/components/ui/button-link";
import { ConfirmationPanel, Reference } from "@/components/ui/confirmation-panel";
import { company } from "@/lib/catalogue/company";
import type { BillingCycle } from "@/lib/catalogue/plans";
import { formatInr } from "@/lib/format/inr";
import { fill } from "@/lib/i18n/fill";
import { paymentToastTexts } from "@/lib/i18n/messages/en/payment-toast-texts";
import type { PaidCheckout } from "./start-checkout";

/**
 * What a Buy Now leaves on the page once paid: the amount and what it bought,
 * the payment ID to quote, where the receipt goes and whether anything renews.
 * A modal dialog over the page it was bought from, until the buyer closes it;
 * loaded with the checkout code, not with the page.
 */
export function PurchaseConfirmation({
  paid,
  itemName,
  cycle,
  texts = paymentToastTexts,
  onClose,
}: {
  paid: PaidCheckout;
  itemName: string;
  /** A plan's billing cycle; null for a service, paid once. */
  cycle: BillingCycle | null;
  /** A translated page's words; English pages send none. */
  texts?: typeof paymentToastTexts;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const words = texts.confirmation;

  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    element.showModal();
    heading.current?.focus();
  }, []);

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="purchase-confirmation-heading"
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-6 text-left shadow-xl backdrop:bg-slate-950/60 sm:p-8 dark:bg-slate-900"
    >
      <ConfirmationPanel
        title={words.title}
        headingId="purchase-confirmation-heading"
        headingRef={heading}
        nextTitle={words.next}
        nextSteps={[words.contact, cycle ? words[cycle] : words.once, fill(words.questions, { email: company.email })]}
        testId="purchase-confirmation"
        actions={
          <form method="dialog">
            <button type="submit" className={buttonClasses("primary")}>
              {words.close}
            </button>
          </form>
        }
      >
        <p>{fill(words.paid, { amount: formatInr(paid.amountPaise / 100), item: itemName })}</p>
        <Reference label={words.reference} value={paid.paymentId} />
        <p className="text-sm">{words.receipt}</p>
      </ConfirmationPanel>
    </dialog>
  );
}

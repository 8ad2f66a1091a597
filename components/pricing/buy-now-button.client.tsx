"use client";

import { useState, type ComponentType } from "react";
import { buttonClasses, type ButtonVariant } from "@/components/ui/button-link";
import { useOneAtATime } from "@/components/ui/use-one-at-a-time";
import { useWords } from "@/components/ui/words.client";
import { buyNowTexts } from "@/lib/i18n/messages/en/buy-now-texts";
import type { PaidCheckout } from "@/components/payments/start-checkout";
import type { PurchaseConfirmation } from "@/components/payments/purchase-confirmation.client";
import type { PlanId } from "@/lib/catalogue/plans";
import type { ServiceId } from "@/lib/catalogue/services";
import { isPrefixedLocale } from "@/lib/i18n/locales";
import { useBillingCycle } from "./billing-cycle.client";
import type { BillingCycle } from "@/lib/catalogue/plans";

type ConfirmationProps = Parameters<typeof PurchaseConfirmation>[0];

/** The page's language (its <html lang>): the receipt is written in it. */
function pageLanguage(): { language?: "te" | "hi" } {
  const lang = document.documentElement.lang;
  return isPrefixedLocale(lang) ? { language: lang } : {};
}

/** Buy Now for a service, or for a plan in the pricing page's current billing cycle. */
export function BuyNowButton({
  item,
  itemName,
  variant = "primary",
  className = "",
}: {
  item: { kind: "service"; serviceId: ServiceId } | { kind: "plan"; planId: PlanId };
  itemName: string;
  variant?: ButtonVariant;
  className?: string;
}) {
  const texts = useWords("buyNow", buyNowTexts);
  // The toasts' English words load with the checkout code; a translated page gives its own.
  const paymentTexts = useWords("payment");
  const cycle = useBillingCycle();
  const [busy, setBusy] = useState(false);
  /** A verified payment and the confirmation that shows it, until the buyer closes it. */
  const [bought, setBought] = useState<{ paid: PaidCheckout; cycle: BillingCycle | null; View: ComponentType<ConfirmationProps> } | null>(
    null,
  );
  const oneAtATime = useOneAtATime();

  const buy = () =>
    oneAtATime(async () => {
      setBusy(true);
      try {
        // Loaded on the first click: only a visitor who buys needs the checkout code.
        const [{ startCheckout }, { PurchaseConfirmation: View }] = await Promise.all([
          import("@/components/payments/start-checkout"),
          import("@/components/payments/purchase-confirmation.client"),
        ]);
        const paidCycle = item.kind === "plan" ? cycle : null;
        await startCheckout(
          item.kind === "plan"
            ? { purpose: "plan", planId: item.planId, cycle, ...pageLanguage() }
            : { purpose: "service", serviceId: item.serviceId, ...pageLanguage() },
          paymentTexts,
          { onPaid: (paid) => setBought({ paid, cycle: paidCycle, View }) },
        );
      } finally {
        setBusy(false);
      }
    });

  return (
    <>
      <button type="button" onClick={buy} aria-disabled={busy} aria-busy={busy} className={buttonClasses(variant, className)}>
        {busy ? texts.starting : texts.buy}
        <span className="sr-only">: {itemName}</span>
      </button>
      {bought ? (
        <bought.View
          paid={bought.paid}
          itemName={itemName}
          cycle={bought.cycle}
          {...(paymentTexts ? { texts: paymentTexts } : {})}
          onClose={() => setBought(null)}
        />
      ) : null}
    </>
  );
}

"use client";

import { useState } from "react";
import { buttonClasses, type ButtonVariant } from "@/components/ui/button-link";
import { useOneAtATime } from "@/components/ui/use-one-at-a-time";
import { buyNowTexts } from "@/lib/i18n/messages/en/buy-now-texts";
import type { paymentToastTexts } from "@/lib/i18n/messages/en/payment-toast-texts";
import type { PlanId } from "@/lib/catalogue/plans";
import type { ServiceId } from "@/lib/catalogue/services";
import { isPrefixedLocale } from "@/lib/i18n/locales";
import { useBillingCycle } from "./billing-cycle.client";

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
  texts = buyNowTexts,
  paymentTexts,
}: {
  item: { kind: "service"; serviceId: ServiceId } | { kind: "plan"; planId: PlanId };
  itemName: string;
  variant?: ButtonVariant;
  className?: string;
  /** A translated page's words, for the button and for its payment's toasts; English pages send none. */
  texts?: typeof buyNowTexts;
  paymentTexts?: typeof paymentToastTexts;
}) {
  const cycle = useBillingCycle();
  const [busy, setBusy] = useState(false);
  const oneAtATime = useOneAtATime();

  const buy = () =>
    oneAtATime(async () => {
      setBusy(true);
      try {
        // Loaded on the first click: only a visitor who buys needs the checkout code.
        const { startCheckout } = await import("@/components/payments/start-checkout");
        await startCheckout(
          item.kind === "plan"
            ? { purpose: "plan", planId: item.planId, cycle, ...pageLanguage() }
            : { purpose: "service", serviceId: item.serviceId, ...pageLanguage() },
          paymentTexts,
        );
      } finally {
        setBusy(false);
      }
    });

  return (
    <button type="button" onClick={buy} aria-disabled={busy} aria-busy={busy} className={buttonClasses(variant, className)}>
      {busy ? texts.starting : texts.buy}
      <span className="sr-only">: {itemName}</span>
    </button>
  );
}

"use client";

import { createContext, useContext, useState, type ReactNode } from "react";
import type { BillingCycle } from "@/lib/catalogue/plans";
import type { PricingTexts } from "@/lib/i18n/messages/en/pricing-texts";
import { fill } from "@/lib/i18n/fill";
import { yearlyDiscountPercent } from "@/lib/pricing/yearly";
import { ToggleButtons } from "@/components/ui/toggle-buttons";

const BillingCycleContext = createContext<{ cycle: BillingCycle; setCycle: (cycle: BillingCycle) => void }>({
  cycle: "monthly",
  setCycle: () => {},
});

export function useBillingCycle(): BillingCycle {
  return useContext(BillingCycleContext).cycle;
}

/**
 * Holds the pricing page's billing cycle (monthly by default). The plan cards
 * stay server-rendered with both prices in the HTML; `data-cycle` on this
 * wrapper decides which one shows (group-data-[cycle=yearly]/billing:…).
 */
export function BillingCycleProvider({ children }: { children: ReactNode }) {
  const [cycle, setCycle] = useState<BillingCycle>("monthly");
  return (
    <BillingCycleContext.Provider value={{ cycle, setCycle }}>
      <div data-cycle={cycle} className="group/billing">
        {children}
      </div>
    </BillingCycleContext.Provider>
  );
}

/** The Monthly / Yearly switch with the yearly "SAVE 17%" badge. */
export function BillingToggle({ texts }: { texts: PricingTexts["billing"] }) {
  const { cycle, setCycle } = useContext(BillingCycleContext);
  return (
    <div className="flex justify-center">
      <ToggleButtons
        label={texts.label}
        options={[
          { id: "monthly", label: texts.monthly },
          {
            id: "yearly",
            label: (
              <>
                {texts.yearly}
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-bold ${
                    cycle === "yearly"
                      ? "bg-white text-indigo-700"
                      : "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300"
                  }`}
                >
                  {fill(texts.save, { percent: yearlyDiscountPercent })}
                </span>
              </>
            ),
          },
        ]}
        pressed={cycle}
        onPress={setCycle}
        look="segment"
      />
    </div>
  );
}

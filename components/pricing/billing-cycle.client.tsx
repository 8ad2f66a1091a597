"use client";

import { createContext, useContext, useState, type ReactNode } from "react";
import type { BillingCycle } from "@/lib/catalogue/plans";
import { yearlyDiscountPercent } from "@/lib/pricing/yearly";

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

const options: readonly { cycle: BillingCycle; label: string }[] = [
  { cycle: "monthly", label: "Monthly" },
  { cycle: "yearly", label: "Yearly" },
];

/** The Monthly / Yearly switch with the yearly "SAVE 17%" badge. */
export function BillingToggle() {
  const { cycle, setCycle } = useContext(BillingCycleContext);
  return (
    <div className="flex justify-center">
      <div
        role="group"
        aria-label="Billing cycle"
        className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-white p-1 shadow-sm dark:border-slate-600 dark:bg-slate-900"
      >
        {options.map((option) => {
          const active = option.cycle === cycle;
          return (
            <button
              key={option.cycle}
              type="button"
              aria-pressed={active}
              onClick={() => setCycle(option.cycle)}
              className={`inline-flex items-center gap-2 rounded-full px-5 py-2 text-sm font-semibold transition-colors ${
                active
                  ? "bg-indigo-600 text-white dark:bg-indigo-500 dark:text-white"
                  : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
              }`}
            >
              {option.label}
              {option.cycle === "yearly" ? (
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-bold ${
                    active ? "bg-white text-indigo-700" : "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300"
                  }`}
                >
                  SAVE {yearlyDiscountPercent}%
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}

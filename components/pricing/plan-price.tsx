import type { Plan, PlanBilling } from "@/lib/catalogue/plans";
import { formatInr } from "@/lib/format/inr";
import { yearlyPrice, yearlySaving } from "@/lib/pricing/yearly";

const monthlyUnit: Record<PlanBilling, string> = { monthly: "/month", "per-day": "/day", "one-time": "one-time" };
const yearlyUnit: Record<PlanBilling, string> = { monthly: "/year", "per-day": "/year", "one-time": "one-time" };
/** Says what a yearly figure buys where the unit alone would mislead. */
const yearlyNote: Partial<Record<PlanBilling, string>> = {
  "per-day": "30 rental days over the year, billed yearly",
  "one-time": "One-time project, same price in both cycles",
};

/**
 * Both cycles' prices are in the HTML; the billing wrapper's data-cycle shows one.
 * Monthly is the default, so without JavaScript the monthly price shows.
 */
export function PlanPrice({ plan }: { plan: Plan }) {
  const yearly = yearlyPrice(plan.monthlyPrice, plan.billing);
  const saving = yearlySaving(plan.monthlyPrice, plan.billing);
  const note = yearlyNote[plan.billing];
  return (
    <div className="mt-5 min-h-20">
      <div data-price-cycle="monthly" className="group-data-[cycle=yearly]/billing:hidden">
        <p className="flex items-baseline gap-1">
          <span className="text-4xl font-bold tracking-tight text-slate-900 dark:text-white">{formatInr(plan.monthlyPrice)}</span>
          <span className="text-sm font-medium text-slate-600 dark:text-slate-300">{monthlyUnit[plan.billing]}</span>
        </p>
      </div>
      <div data-price-cycle="yearly" className="hidden group-data-[cycle=yearly]/billing:block">
        <p className="flex items-baseline gap-1">
          <span className="text-4xl font-bold tracking-tight text-slate-900 dark:text-white">{formatInr(yearly)}</span>
          <span className="text-sm font-medium text-slate-600 dark:text-slate-300">{yearlyUnit[plan.billing]}</span>
        </p>
        {saving !== null ? (
          <p className="mt-1 text-sm font-semibold text-emerald-700 dark:text-emerald-400">Save {formatInr(saving)} a year</p>
        ) : null}
        {note ? <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{note}</p> : null}
      </div>
    </div>
  );
}

import type { Plan } from "@/lib/i18n/records/plans";
import type { PlanBilling } from "@/lib/catalogue/plans";
import type { PricingTexts } from "@/lib/i18n/messages/en/pricing-texts";
import { formatInr } from "@/lib/format/inr";
import { fill } from "@/lib/i18n/fill";
import { yearlyPrice, yearlySaving } from "@/lib/pricing/yearly";

type PlanTexts = PricingTexts["plan"];

const monthlyUnit = (texts: PlanTexts): Record<PlanBilling, string> => ({
  monthly: texts.perMonth,
  "per-day": texts.perDay,
  "one-time": texts.oneTime,
});
const yearlyUnit = (texts: PlanTexts): Record<PlanBilling, string> => ({
  monthly: texts.perYear,
  "per-day": texts.perYear,
  "one-time": texts.oneTime,
});
/** Says what a yearly figure buys where the unit alone would mislead. */
const yearlyNote = (texts: PlanTexts): Partial<Record<PlanBilling, string>> => ({
  "per-day": texts.perDayYearly,
  "one-time": texts.oneTimeYearly,
});

/**
 * Both cycles' prices are in the HTML; the billing wrapper's data-cycle shows one.
 * Monthly is the default, so without JavaScript the monthly price shows.
 */
export function PlanPrice({ plan, texts }: { plan: Plan; texts: PlanTexts }) {
  const yearly = yearlyPrice(plan.monthlyPrice, plan.billing);
  const saving = yearlySaving(plan.monthlyPrice, plan.billing);
  const note = yearlyNote(texts)[plan.billing];
  return (
    <div className="mt-5 min-h-20">
      <div data-price-cycle="monthly" className="group-data-[cycle=yearly]/billing:hidden">
        <p className="flex items-baseline gap-1">
          <span className="text-4xl font-bold tracking-tight text-ink">{formatInr(plan.monthlyPrice)}</span>
          <span className="text-sm font-medium text-muted">{monthlyUnit(texts)[plan.billing]}</span>
        </p>
      </div>
      <div data-price-cycle="yearly" className="hidden group-data-[cycle=yearly]/billing:block">
        <p className="flex items-baseline gap-1">
          <span className="text-4xl font-bold tracking-tight text-ink">{formatInr(yearly)}</span>
          <span className="text-sm font-medium text-muted">{yearlyUnit(texts)[plan.billing]}</span>
        </p>
        {saving !== null ? (
          <p className="mt-1 text-sm font-semibold text-emerald-700 dark:text-emerald-400">
            {fill(texts.saving, { amount: formatInr(saving) })}
          </p>
        ) : null}
        {note ? <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{note}</p> : null}
      </div>
    </div>
  );
}

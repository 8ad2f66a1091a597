import type { AddOn } from "@/lib/catalogue/addons";
import type { PricingTexts } from "@/lib/catalogue/pricing-texts";
import { formatInr } from "@/lib/format/inr";

/** "₹3,499/month" for the monthly add-ons, "₹1,499 one-time" for the rest. */
export function AddOnPrice({ addOn, texts }: { addOn: AddOn; texts: PricingTexts["plan"] }) {
  return (
    <p className="flex items-baseline gap-1">
      <span className="text-2xl font-bold text-slate-900 dark:text-white">{formatInr(addOn.price)}</span>
      <span className="text-sm text-slate-600 dark:text-slate-300">{addOn.billing === "monthly" ? texts.perMonth : texts.oneTime}</span>
    </p>
  );
}

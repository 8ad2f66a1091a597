import type { AddOn } from "@/lib/i18n/records/addons";
import type { PricingTexts } from "@/lib/i18n/messages/en/pricing-texts";
import { formatInr } from "@/lib/format/inr";

/** "₹3,499/month" for the monthly add-ons, "₹1,499 one-time" for the rest. */
export function AddOnPrice({ addOn, texts }: { addOn: AddOn; texts: PricingTexts["plan"] }) {
  return (
    <p className="flex items-baseline gap-1">
      <span className="text-2xl font-bold text-ink">{formatInr(addOn.price)}</span>
      <span className="text-sm text-muted">{addOn.billing === "monthly" ? texts.perMonth : texts.oneTime}</span>
    </p>
  );
}

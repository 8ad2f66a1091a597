import type { BillingCycle } from "@/lib/catalogue/plans";
import type { Plan } from "@/lib/i18n/records/plans";
import { yearlyPrice } from "./yearly";

/** What a plan costs in whole rupees for the chosen billing cycle. */
export function planPrice(plan: Pick<Plan, "monthlyPrice" | "billing">, cycle: BillingCycle): number {
  return cycle === "monthly" ? plan.monthlyPrice : yearlyPrice(plan.monthlyPrice, plan.billing);
}

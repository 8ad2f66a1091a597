import { enterpriseWords, planWords } from "@/lib/i18n/messages/en/plans";
import type { AddOnId } from "./addons";
import { getService, type ServiceId } from "./services";

// The pricing page's five core plans, one per service. Each plan's base price
// and subtitle are its service's starting price and what it covers (read from
// services.ts, never retyped);
// yearly prices and savings are computed by lib/pricing/yearly.ts.
// The words are the English message catalogue's (lib/i18n/messages/en/plans.ts).

export type PlanId = ServiceId;

/** How a plan's base price ("monthlyPrice" in the spec) is charged. */
export type PlanBilling = "monthly" | "per-day" | "one-time";

export interface Plan {
  id: PlanId;
  serviceId: ServiceId;
  name: string;
  subtitle: string;
  /** Marked "Most Popular". */
  popular: boolean;
  /** The base price in whole rupees: per month, per day (production) or once (web). */
  monthlyPrice: number;
  billing: PlanBilling;
  description: string;
  features: readonly string[];
  optionalAddOns: AddOnId[];
}

/** What a plan is besides its words: its service, whether it is marked, how it is billed, its add-ons. */
type PlanFacts = Omit<Plan, "monthlyPrice" | "subtitle" | "name" | "description" | "features">;

const planFacts: readonly PlanFacts[] = [
  { id: "marketing", serviceId: "marketing", popular: false, billing: "monthly", optionalAddOns: ["graphics", "boost", "reels"] },
  { id: "production", serviceId: "production", popular: false, billing: "per-day", optionalAddOns: ["reels"] },
  { id: "entertainment", serviceId: "entertainment", popular: true, billing: "monthly", optionalAddOns: ["reels", "graphics"] },
  { id: "emark", serviceId: "emark", popular: false, billing: "monthly", optionalAddOns: ["seo-pro", "boost", "audit", "copywriting"] },
  { id: "web", serviceId: "web", popular: false, billing: "one-time", optionalAddOns: ["copywriting", "branding", "support"] },
];

/** The plans in English. */
export const plans: readonly Plan[] = planFacts.map((plan) => {
  const service = getService(plan.serviceId);
  if (!service) throw new Error(`Plan ${plan.id} names an unknown service`);
  return { ...plan, ...planWords[plan.id], subtitle: service.priceNote, monthlyPrice: service.rawPrice };
});

export function getPlan(id: string): Plan | undefined {
  return plans.find((plan) => plan.id === id);
}

export const billingCycles = ["monthly", "yearly"] as const;
export type BillingCycle = (typeof billingCycles)[number];

/** The pricing page's enterprise section (all words). */
export const enterpriseOffer: Readonly<typeof enterpriseWords> = enterpriseWords;

import type { AddOnId } from "./addons";
import type { ServiceId } from "./services";

// The pricing page's five core plans, one per service. Each plan's base price
// and subtitle are its service's starting price and what it covers (read from
// the service, never retyped); yearly prices and savings are computed by
// lib/pricing/yearly.ts. Their words are laid over these facts by id.

export type PlanId = ServiceId;

/** How a plan's base price ("monthlyPrice" in the spec) is charged. */
export type PlanBilling = "monthly" | "per-day" | "one-time";

/** What a plan is besides its words: its service, whether it is marked, how it is billed, its add-ons. */
export interface PlanFacts {
  id: PlanId;
  serviceId: ServiceId;
  /** Marked "Most Popular". */
  popular: boolean;
  billing: PlanBilling;
  optionalAddOns: AddOnId[];
}

export const planFacts: readonly PlanFacts[] = [
  { id: "marketing", serviceId: "marketing", popular: false, billing: "monthly", optionalAddOns: ["graphics", "boost", "reels"] },
  { id: "production", serviceId: "production", popular: false, billing: "per-day", optionalAddOns: ["reels"] },
  { id: "entertainment", serviceId: "entertainment", popular: true, billing: "monthly", optionalAddOns: ["reels", "graphics"] },
  { id: "emark", serviceId: "emark", popular: false, billing: "monthly", optionalAddOns: ["seo-pro", "boost", "audit", "copywriting"] },
  { id: "web", serviceId: "web", popular: false, billing: "one-time", optionalAddOns: ["copywriting", "branding", "support"] },
];

export const billingCycles = ["monthly", "yearly"] as const;
export type BillingCycle = (typeof billingCycles)[number];

import type { AddOnId } from "./addons";
import { getService, type ServiceId } from "./services";

// The pricing page's five core plans, one per service. Each plan's base price
// and subtitle are its service's starting price and what it covers (read from
// services.ts, never retyped);
// yearly prices and savings are computed by lib/pricing/yearly.ts.

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

type PlanData = Omit<Plan, "monthlyPrice" | "subtitle">;

const planData: readonly PlanData[] = [
  {
    id: "marketing",
    serviceId: "marketing",
    name: "Social Media Marketing",
    popular: false,
    billing: "monthly",
    description: "Consistent, on-brand social media for growing businesses.",
    features: [
      "3 platforms managed",
      "12 designed posts per month",
      "Monthly content calendar",
      "Community management",
      "Monthly analytics report",
    ],
    optionalAddOns: ["graphics", "boost", "reels"],
  },
  {
    id: "production",
    serviceId: "production",
    name: "Equipment Rentals",
    popular: false,
    billing: "per-day",
    description: "A basic professional kit for a day of shooting.",
    features: [
      "4K camera body with lens kit",
      "LED lighting set",
      "Wireless microphone pair",
      "Tripod, batteries and memory cards",
      "Setup walkthrough",
    ],
    optionalAddOns: ["reels"],
  },
  {
    id: "entertainment",
    serviceId: "entertainment",
    name: "Video Editing",
    popular: true,
    billing: "monthly",
    description: "Polished short-form edits that keep viewers watching.",
    features: [
      "60-second reel edit",
      "Colour correction and sound clean-up",
      "Captions and music",
      "1 revision included",
      "Exports for every platform",
    ],
    optionalAddOns: ["reels", "graphics"],
  },
  {
    id: "emark",
    serviceId: "emark",
    name: "Digital Marketing",
    popular: false,
    billing: "monthly",
    description: "SEO and paid campaigns that bring measurable leads.",
    features: [
      "Keyword research and on-page SEO",
      "Google and Meta ad campaigns",
      "Conversion tracking",
      "Monthly optimisation",
      "Performance dashboard and report",
    ],
    optionalAddOns: ["seo-pro", "boost", "audit", "copywriting"],
  },
  {
    id: "web",
    serviceId: "web",
    name: "Web Development",
    popular: false,
    billing: "one-time",
    description: "A fast, mobile-first website for your business.",
    features: [
      "Up to 5 responsive pages",
      "Basic on-page SEO",
      "Contact form and WhatsApp button",
      "Google Analytics setup",
      "Handover and training",
    ],
    optionalAddOns: ["copywriting", "branding", "support"],
  },
];

export const plans: readonly Plan[] = planData.map((plan) => {
  const service = getService(plan.serviceId);
  if (!service) throw new Error(`Plan ${plan.id} names an unknown service`);
  return { ...plan, subtitle: service.priceNote, monthlyPrice: service.rawPrice };
});

export function getPlan(id: string): Plan | undefined {
  return plans.find((plan) => plan.id === id);
}

export const billingCycles = ["monthly", "yearly"] as const;
export type BillingCycle = (typeof billingCycles)[number];

/** The pricing page's enterprise section. */
export const enterpriseOffer = {
  title: "Enterprise Solutions",
  description:
    "Running campaigns for several brands, locations or product lines? We build a package around your goals, with one team and one invoice.",
  points: [
    "A dedicated account manager and a single point of contact",
    "Bundled services across marketing, production and web",
    "Custom reporting, service levels and invoicing terms",
    "Volume pricing for multi-brand and multi-city campaigns",
  ],
} as const;

import { formatInr } from "@/lib/format/inr";
import type { IconName } from "./icons";

// The five core services, in the spec's order. Starting prices are INR,
// excluding GST; each price is typed once (rawPrice) and its text derived.
// Their words are laid over these facts by id (servicesWith, the records' composers).
export const serviceIds = ["marketing", "production", "entertainment", "emark", "web"] as const;
export type ServiceId = (typeof serviceIds)[number];

/** Accent of a service; components map it to classes (components/services/service-colours.ts). */
export type ServiceColour = "indigo" | "amber" | "rose" | "emerald" | "sky";

/** What a service is besides its words: its id, starting price, icon, accent and service-page add-ons' prices. */
export interface ServiceFacts {
  id: ServiceId;
  /** Starting price in whole rupees, excluding GST. */
  rawPrice: number;
  icon: IconName;
  /** Extras sold on the service page (production has none). */
  optionalAddOns: readonly { id: string; price: number }[];
  colour: ServiceColour;
  /** The day the service's page last changed (ISO date): its sitemap lastmod. */
  updatedOn: string;
}

export const serviceFacts: readonly ServiceFacts[] = [
  {
    id: "marketing",
    rawPrice: 4599,
    icon: "megaphone",
    optionalAddOns: [{ id: "content-calendar", price: 999 }],
    colour: "indigo",
    updatedOn: "2026-11-27",
  },
  { id: "production", rawPrice: 10499, icon: "camera", optionalAddOns: [], colour: "amber", updatedOn: "2026-11-27" },
  {
    id: "entertainment",
    rawPrice: 1999,
    icon: "film",
    optionalAddOns: [{ id: "motion-graphics", price: 1299 }],
    colour: "rose",
    updatedOn: "2026-11-27",
  },
  {
    id: "emark",
    rawPrice: 32999,
    icon: "trending-up",
    optionalAddOns: [{ id: "landing-page", price: 2999 }],
    colour: "emerald",
    updatedOn: "2026-11-27",
  },
  { id: "web", rawPrice: 7999, icon: "code", optionalAddOns: [{ id: "blog-setup", price: 1999 }], colour: "sky", updatedOn: "2026-11-27" },
];

/** A service's starting price as shown: "₹4,599". */
export function servicePrice(facts: Pick<ServiceFacts, "rawPrice">): string {
  return formatInr(facts.rawPrice);
}

export function isServiceId(id: string): id is ServiceId {
  return (serviceIds as readonly string[]).includes(id);
}

export function servicePath(id: ServiceId): string {
  return `/services/${id}`;
}

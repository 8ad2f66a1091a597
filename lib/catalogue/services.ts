import { formatInr } from "@/lib/format/inr";
import { serviceProcessWords, serviceWords, taxNote } from "@/lib/i18n/messages/en/services";
import { wordsOf } from "@/lib/i18n/words";
import type { IconName } from "./icons";

// The five core services, in the spec's order. Starting prices are INR,
// excluding GST; each price is typed once (rawPrice) and its text derived.
// The words are the English message catalogue's (lib/i18n/messages/en/services.ts).
export const serviceIds = ["marketing", "production", "entertainment", "emark", "web"] as const;
export type ServiceId = (typeof serviceIds)[number];

/** Accent of a service; components map it to classes (components/services/service-colours.ts). */
export type ServiceColour = "indigo" | "amber" | "rose" | "emerald" | "sky";

export interface ProcessStep {
  title: string;
  description: string;
}

export interface Service {
  id: ServiceId;
  title: string;
  subtitle: string;
  description: string;
  /** Starting price in whole rupees, excluding GST. */
  rawPrice: number;
  /** rawPrice as shown: "₹4,599". */
  price: string;
  /** What the starting price covers. */
  priceNote: string;
  icon: IconName;
  features: readonly string[];
  benefits: readonly string[];
  processSteps: readonly ProcessStep[];
  deliverables: readonly string[];
  /** Extras sold on the service page (production has none). */
  optionalAddOns: { id: string; name: string; price: number }[];
  colour: ServiceColour;
  /** Describes the hero illustration (there are no photos). */
  imageText: string;
  /** The three placeholder samples of the service page's portfolio showcase. */
  showcase: readonly { title: string; description: string }[];
  /** The day the service's page last changed (ISO date): its sitemap lastmod. */
  updatedOn: string;
}

/** What a service is besides its words: its id, starting price, icon, accent and service-page add-ons' prices. */
interface ServiceFacts {
  id: ServiceId;
  rawPrice: number;
  icon: IconName;
  optionalAddOns: readonly { id: string; price: number }[];
  colour: ServiceColour;
  updatedOn: string;
}

const serviceFacts: readonly ServiceFacts[] = [
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

/** The services in English. */
export const services: readonly Service[] = serviceFacts.map(({ optionalAddOns, ...facts }) => {
  const { addOns, ...words } = serviceWords[facts.id];
  return {
    ...facts,
    ...words,
    price: formatInr(facts.rawPrice),
    optionalAddOns: optionalAddOns.map(({ id, price }) => ({ id, name: wordsOf(addOns, id), price })),
  };
});

export function isServiceId(id: string): id is ServiceId {
  return (serviceIds as readonly string[]).includes(id);
}

export function getService(id: string): Service | undefined {
  return services.find((service) => service.id === id);
}

export function servicePath(id: ServiceId): string {
  return `/services/${id}`;
}

/** The four-step way of working shown on the services overview. */
export const serviceProcess: readonly ProcessStep[] = serviceProcessWords;

export { taxNote };

/**
 * What a service page keeps in browser storage (components/quote/stored-service.ts)
 * before sending the visitor to the quote wizard, which preselects it.
 */
export interface SelectedService {
  id: ServiceId;
  title: string;
  subtitle: string;
  price: string;
  rawPrice: number;
}

export function toSelectedService({ id, title, subtitle, price, rawPrice }: Service): SelectedService {
  return { id, title, subtitle, price, rawPrice };
}

import { responseTimeFacts } from "./company";
import type { IconName } from "./icons";

// Each strip lists its figures in order; their labels are words, by figure id.

/** One figure of a stats strip besides its label: the number as the spec writes it ("500+"), an icon. */
export interface StatFacts {
  /** Finds the label, whatever the strip's order. */
  id: string;
  number: string;
  icon: IconName;
}

/** Home: the strip under the hero. */
export const homeStatFacts: readonly StatFacts[] = [
  { id: "clients", number: "500+", icon: "users" },
  { id: "projects", number: "1000+", icon: "trophy" },
  { id: "satisfaction", number: "98%", icon: "star" },
  { id: "experience", number: "5+", icon: "award" },
];

/** Services overview (/services). */
export const servicesOverviewStatFacts: readonly StatFacts[] = [
  { id: "projects", number: "500+", icon: "trophy" },
  { id: "satisfaction", number: "98%", icon: "star" },
  { id: "team", number: "50+", icon: "users" },
  { id: "experience", number: "5+", icon: "award" },
];

/** Every service detail page (/services/{id}). */
export const serviceDetailStatFacts: readonly StatFacts[] = [
  { id: "response", number: responseTimeFacts.servicePage, icon: "clock" },
  { id: "projects", number: "100+", icon: "rocket" },
  { id: "satisfaction", number: "98%", icon: "star" },
  { id: "experience", number: "5+", icon: "award" },
];

/** Why choose us (/why-choose-us). */
export const whyChooseUsStatFacts: readonly StatFacts[] = [
  { id: "experience", number: "5+", icon: "award" },
  { id: "projects", number: "150+", icon: "trophy" },
  { id: "satisfaction", number: "98%", icon: "star" },
  { id: "growth", number: "30%", icon: "trending-up" },
];

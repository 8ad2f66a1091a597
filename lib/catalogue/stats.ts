import { responseTimes } from "./company";
import type { IconName } from "./icons";

/** One figure of a stats strip: the number as the spec writes it ("500+"), its label, an icon. */
export interface Stat {
  /** Finds the label's translation (lib/i18n), whatever the strip's order. */
  id: string;
  number: string;
  label: string;
  icon: IconName;
}

/** Home: the strip under the hero. */
export const homeStats: readonly Stat[] = [
  { id: "clients", number: "500+", label: "Happy Clients", icon: "users" },
  { id: "projects", number: "1000+", label: "Projects Completed", icon: "trophy" },
  { id: "satisfaction", number: "98%", label: "Client Satisfaction", icon: "star" },
  { id: "experience", number: "5+", label: "Years Experience", icon: "award" },
];

/** Services overview (/services). */
export const servicesOverviewStats: readonly Stat[] = [
  { id: "projects", number: "500+", label: "Projects Completed", icon: "trophy" },
  { id: "satisfaction", number: "98%", label: "Client Satisfaction", icon: "star" },
  { id: "team", number: "50+", label: "Team Members", icon: "users" },
  { id: "experience", number: "5+", label: "Years Experience", icon: "award" },
];

/** Every service detail page (/services/{id}). */
export const serviceDetailStats: readonly Stat[] = [
  { id: "response", number: responseTimes.servicePage, label: "Typical Response", icon: "clock" },
  { id: "projects", number: "100+", label: "Projects Initiated", icon: "rocket" },
  { id: "satisfaction", number: "98%", label: "Satisfaction Goal", icon: "star" },
  { id: "experience", number: "5+", label: "Years Combined Experience", icon: "award" },
];

/** Why choose us (/why-choose-us). */
export const whyChooseUsStats: readonly Stat[] = [
  { id: "experience", number: "5+", label: "Years of Experience", icon: "award" },
  { id: "projects", number: "150+", label: "Projects Completed", icon: "trophy" },
  { id: "satisfaction", number: "98%", label: "Client Satisfaction", icon: "star" },
  { id: "growth", number: "30%", label: "Avg. Growth Delivered", icon: "trending-up" },
];

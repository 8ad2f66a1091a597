import { responseTimes } from "./company";
import type { IconName } from "./icons";

/** One figure of a stats strip: the number as the spec writes it ("500+"), its label, an icon. */
export interface Stat {
  number: string;
  label: string;
  icon: IconName;
}

/** Home: the strip under the hero. */
export const homeStats: readonly Stat[] = [
  { number: "500+", label: "Happy Clients", icon: "users" },
  { number: "1000+", label: "Projects Completed", icon: "trophy" },
  { number: "98%", label: "Client Satisfaction", icon: "star" },
  { number: "5+", label: "Years Experience", icon: "award" },
];

/** Services overview (/services). */
export const servicesOverviewStats: readonly Stat[] = [
  { number: "500+", label: "Projects Completed", icon: "trophy" },
  { number: "98%", label: "Client Satisfaction", icon: "star" },
  { number: "50+", label: "Team Members", icon: "users" },
  { number: "5+", label: "Years Experience", icon: "award" },
];

/** Every service detail page (/services/{id}). */
export const serviceDetailStats: readonly Stat[] = [
  { number: responseTimes.servicePage, label: "Typical Response", icon: "clock" },
  { number: "100+", label: "Projects Initiated", icon: "rocket" },
  { number: "98%", label: "Satisfaction Goal", icon: "star" },
  { number: "5+", label: "Years Combined Experience", icon: "award" },
];

/** Why choose us (/why-choose-us). */
export const whyChooseUsStats: readonly Stat[] = [
  { number: "5+", label: "Years of Experience", icon: "award" },
  { number: "150+", label: "Projects Completed", icon: "trophy" },
  { number: "98%", label: "Client Satisfaction", icon: "star" },
  { number: "30%", label: "Avg. Growth Delivered", icon: "trending-up" },
];

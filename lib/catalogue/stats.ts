import { homeStatWords, serviceDetailStatWords, servicesOverviewStatWords, whyChooseUsStatWords } from "@/lib/i18n/messages/en/stats";
import { relabelled } from "@/lib/i18n/words";
import { responseTimes } from "./company";
import type { IconName } from "./icons";

// Each strip lists its figures in order; their labels are the English message
// catalogue's (lib/i18n/messages/en/stats.ts), by figure id.

/** One figure of a stats strip: the number as the spec writes it ("500+"), its label, an icon. */
export interface Stat {
  /** Finds the label's translation (lib/i18n), whatever the strip's order. */
  id: string;
  number: string;
  label: string;
  icon: IconName;
}

/** A figure besides its label. */
type StatFacts = Omit<Stat, "label">;

/** Home: the strip under the hero. */
export const homeStats: readonly Stat[] = relabelled<StatFacts>(
  [
    { id: "clients", number: "500+", icon: "users" },
    { id: "projects", number: "1000+", icon: "trophy" },
    { id: "satisfaction", number: "98%", icon: "star" },
    { id: "experience", number: "5+", icon: "award" },
  ],
  homeStatWords,
);

/** Services overview (/services). */
export const servicesOverviewStats: readonly Stat[] = relabelled<StatFacts>(
  [
    { id: "projects", number: "500+", icon: "trophy" },
    { id: "satisfaction", number: "98%", icon: "star" },
    { id: "team", number: "50+", icon: "users" },
    { id: "experience", number: "5+", icon: "award" },
  ],
  servicesOverviewStatWords,
);

/** Every service detail page (/services/{id}). */
export const serviceDetailStats: readonly Stat[] = relabelled<StatFacts>(
  [
    { id: "response", number: responseTimes.servicePage, icon: "clock" },
    { id: "projects", number: "100+", icon: "rocket" },
    { id: "satisfaction", number: "98%", icon: "star" },
    { id: "experience", number: "5+", icon: "award" },
  ],
  serviceDetailStatWords,
);

/** Why choose us (/why-choose-us). */
export const whyChooseUsStats: readonly Stat[] = relabelled<StatFacts>(
  [
    { id: "experience", number: "5+", icon: "award" },
    { id: "projects", number: "150+", icon: "trophy" },
    { id: "satisfaction", number: "98%", icon: "star" },
    { id: "growth", number: "30%", icon: "trending-up" },
  ],
  whyChooseUsStatWords,
);

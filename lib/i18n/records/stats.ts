import {
  homeStatFacts,
  serviceDetailStatFacts,
  servicesOverviewStatFacts,
  whyChooseUsStatFacts,
  type StatFacts,
} from "@/lib/catalogue/stats";
import { homeStatWords, serviceDetailStatWords, servicesOverviewStatWords, whyChooseUsStatWords } from "@/lib/i18n/messages/en/stats";
import type { SiteTexts } from "../texts";
import { relabelled } from "../words";

/** One figure of a stats strip with its label in a language. */
export interface Stat extends StatFacts {
  label: string;
}

/** The four strips with a language's labels laid over their figures by id. */
export function statsWith(
  words: Pick<SiteTexts["catalogue"], "homeStats" | "servicesOverviewStats" | "serviceStats" | "whyChooseUsStats">,
) {
  return {
    home: relabelled(homeStatFacts, words.homeStats),
    servicesOverview: relabelled(servicesOverviewStatFacts, words.servicesOverviewStats),
    serviceDetail: relabelled(serviceDetailStatFacts, words.serviceStats),
    whyChooseUs: relabelled(whyChooseUsStatFacts, words.whyChooseUsStats),
  };
}

const english = statsWith({
  homeStats: homeStatWords,
  servicesOverviewStats: servicesOverviewStatWords,
  serviceStats: serviceDetailStatWords,
  whyChooseUsStats: whyChooseUsStatWords,
});

/** Home: the strip under the hero, in English. */
export const homeStats: readonly Stat[] = english.home;
/** Services overview (/services), in English. */
export const servicesOverviewStats: readonly Stat[] = english.servicesOverview;
/** Every service detail page (/services/{id}), in English. */
export const serviceDetailStats: readonly Stat[] = english.serviceDetail;
/** Why choose us (/why-choose-us), in English. */
export const whyChooseUsStats: readonly Stat[] = english.whyChooseUs;

// The stats strips' English labels, by figure id; lib/catalogue/stats.ts holds
// each strip's order, numbers and icons.

/** Home: the strip under the hero. */
export const homeStatWords = {
  clients: "Happy Clients",
  projects: "Projects Completed",
  satisfaction: "Client Satisfaction",
  experience: "Years Experience",
};

/** Services overview (/services). */
export const servicesOverviewStatWords = {
  projects: "Projects Completed",
  satisfaction: "Client Satisfaction",
  team: "Team Members",
  experience: "Years Experience",
};

/** Every service detail page (/services/{id}). */
export const serviceDetailStatWords = {
  response: "Typical Response",
  projects: "Projects Initiated",
  satisfaction: "Satisfaction Goal",
  experience: "Years Combined Experience",
};

/** Why choose us (/why-choose-us). */
export const whyChooseUsStatWords = {
  experience: "Years of Experience",
  projects: "Projects Completed",
  satisfaction: "Client Satisfaction",
  growth: "Avg. Growth Delivered",
};

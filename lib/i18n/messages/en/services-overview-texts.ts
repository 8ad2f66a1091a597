// The English words of /services around the services' own texts (services.ts).

export const servicesOverviewTexts = {
  stats: "Our numbers",
  offer: "What We Offer",
  offerIntro: "Every service starts at a clear price.",
  process: "How We Work",
  processIntro: "A simple four-step process for every project.",
  startingFrom: "Starting from",
  keyFeatures: "Key features",
  benefits: "Benefits",
  learnMore: "Learn More",
  /** Read after Learn More and Get Quote by screen readers. */
  learnMoreAbout: " about {service}",
  getQuote: "Get Quote",
  getQuoteFor: " for {service}",
};

export type ServicesOverviewTexts = typeof servicesOverviewTexts;

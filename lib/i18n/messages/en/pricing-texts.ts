// The English words of /pricing around its records (plans, add-ons, rental rates, FAQ),
// and of the cards it shares with /optional-addons.

export const pricingTexts = {
  plans: "Core Service Plans",
  plansIntro: "Starting prices for each of our five services.",
  addOns: "Optional Add-ons",
  addOnsIntro: "Extend any plan with these extras.",
  compareAddOns: "Compare all add-ons in detail",
  equipment: "Equipment Rental Pricing",
  equipmentIntro: "Professional production gear by the day, week or month. Crew and production support are quoted per project.",
  contactSales: "Contact Sales",
  customQuote: "Get Custom Quote",
  faq: "Frequently Asked Questions",
  billing: {
    label: "Billing cycle",
    monthly: "Monthly",
    yearly: "Yearly",
    save: "SAVE {percent}%",
  },
  plan: {
    mostPopular: "Most Popular",
    popularAddOns: "Popular add-ons:",
    viewDetails: "View details",
    /** Read after "View details" by screen readers. */
    viewDetailsOf: " of {name}",
    perMonth: "/month",
    perDay: "/day",
    perYear: "/year",
    oneTime: "one-time",
    saving: "Save {amount} a year",
    perDayYearly: "30 rental days over the year, billed yearly",
    oneTimeYearly: "One-time project, same price in both cycles",
  },
  rental: {
    daily: "Daily",
    weekly: "Weekly",
    monthly: "Monthly",
    custom: "Custom",
    included: "Included",
    book: "Book",
    bookLabel: "Book {category}",
  },
  /** /optional-addons' one section; its intro is followed by the tax note. */
  addOnsPage: {
    title: "Choose Your Add-ons",
    intro: "One-time unless marked per month.",
  },
  addOn: {
    idealFor: "Ideal for:",
    request: "Request This Add-on",
    requestLabel: "Request This Add-on: {name}",
  },
};

export type PricingTexts = typeof pricingTexts;

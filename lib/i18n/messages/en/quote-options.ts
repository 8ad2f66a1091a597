// The quote wizard's English choice labels, by the value each choice stores;
// lib/catalogue/quote-options.ts holds the values and their order. Services,
// add-ons, rental kits and budgets are labelled from their own records, and
// social platforms and WhatsApp are names.

export const quoteOptionWords = {
  timelines: {
    asap: "ASAP (Rush Job)",
    "1-2-weeks": "1-2 weeks",
    "2-4-weeks": "2-4 weeks",
    "1-2-months": "1-2 months",
    "2-3-months": "2-3 months",
    "3-plus-months": "3+ months",
  },
  urgencies: {
    standard: "Standard",
    priority: "Priority",
    rush: "Rush",
  },
  preferredContact: {
    email: "Email",
    phone: "Phone Call",
    meeting: "Video Meeting",
  },
  projectTypes: {
    "new-project": "New Project",
    ongoing: "Ongoing Monthly Support",
    campaign: "One-time Campaign",
    redesign: "Redesign or Revamp",
    consultation: "Consultation",
  },
  websiteTypes: {
    business: "Business Website",
    ecommerce: "E-commerce Store",
    "landing-page": "Landing Page",
    portfolio: "Portfolio",
    blog: "Blog",
    "web-app": "Custom Web Application",
  },
  videoLengths: {
    "under-60s": "Under 60 seconds (reel)",
    "1-3-min": "1-3 minutes",
    "3-10-min": "3-10 minutes",
    "over-10-min": "Over 10 minutes",
  },
  marketingGoals: {
    "brand-awareness": "Brand Awareness",
    "lead-generation": "Lead Generation",
    "online-sales": "Online Sales",
    "website-traffic": "Website Traffic",
    engagement: "Social Engagement",
    "local-visibility": "Local Search Visibility",
  },
};

// The plans' English words, by plan id, and the enterprise offer's; lib/catalogue/plans.ts
// holds the services they price, their billing and their add-ons.

export const planWords = {
  marketing: {
    name: "Social Media Marketing",
    description: "Consistent, on-brand social media for growing businesses.",
    features: [
      "3 platforms managed",
      "12 designed posts per month",
      "Monthly content calendar",
      "Community management",
      "Monthly analytics report",
    ],
  },
  production: {
    name: "Equipment Rentals",
    description: "A basic professional kit for a day of shooting.",
    features: [
      "4K camera body with lens kit",
      "LED lighting set",
      "Wireless microphone pair",
      "Tripod, batteries and memory cards",
      "Setup walkthrough",
    ],
  },
  entertainment: {
    name: "Video Editing",
    description: "Polished short-form edits that keep viewers watching.",
    features: [
      "60-second reel edit",
      "Colour correction and sound clean-up",
      "Captions and music",
      "1 revision included",
      "Exports for every platform",
    ],
  },
  emark: {
    name: "Digital Marketing",
    description: "SEO and paid campaigns that bring measurable leads.",
    features: [
      "Keyword research and on-page SEO",
      "Google and Meta ad campaigns",
      "Conversion tracking",
      "Monthly optimisation",
      "Performance dashboard and report",
    ],
  },
  web: {
    name: "Web Development",
    description: "A fast, mobile-first website for your business.",
    features: [
      "Up to 5 responsive pages",
      "Basic on-page SEO",
      "Contact form and WhatsApp button",
      "Google Analytics setup",
      "Handover and training",
    ],
  },
};

/** The pricing page's enterprise section. */
export const enterpriseWords = {
  title: "Enterprise Solutions",
  description:
    "Running campaigns for several brands, locations or product lines? We build a package around your goals, with one team and one invoice.",
  points: [
    "A dedicated account manager and a single point of contact",
    "Bundled services across marketing, production and web",
    "Custom reporting, service levels and invoicing terms",
    "Volume pricing for multi-brand and multi-city campaigns",
  ],
};

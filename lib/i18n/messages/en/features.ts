// The features' and benefits' English words by id, and the commitments;
// lib/catalogue/features.ts holds their icons and order.
import { responseTimeWords } from "./company";

/** Home's Why Choose Us features, by id. */
export const homeFeatureWords = {
  team: {
    title: "Experienced Team",
    description: "Strategists, shooters, editors and developers who have delivered for brands across India.",
  },
  results: {
    title: "Results You Can Measure",
    description: "Every campaign starts with clear goals and ends with a report on reach, leads and sales.",
  },
  creative: {
    title: "Creative Excellence",
    description: "Content made for your audience, in the languages and formats they actually watch.",
  },
  support: {
    title: "Dedicated Support",
    description: `One point of contact who answers inquiries within ${responseTimeWords.inquiries}.`,
  },
};

/** /why-choose-us: the benefit cards, by id. */
export const whyChooseUsBenefitWords = {
  "one-roof": {
    title: "Everything Under One Roof",
    description:
      "Social media, production gear, video editing, performance marketing and websites from one team, so your brand speaks with one voice.",
  },
  pricing: {
    title: "Transparent INR Pricing",
    description: "Published starting prices in rupees, itemised quotes and no hidden charges. GST is shown separately on every invoice.",
  },
  data: {
    title: "Data-Driven Strategy",
    description: "We plan with analytics, test creatives and budgets, and put your money where the numbers say it works.",
  },
  local: {
    title: "Local Market Insight",
    description: "Based in Hyderabad, we know Indian audiences, festivals and buying seasons, and create in English, Telugu and Hindi.",
  },
  turnaround: {
    title: "Fast Turnaround",
    description: `Quotes within ${responseTimeWords.quotes}, reels in days, not weeks, and a schedule you can see at every stage.`,
  },
  partner: {
    title: "A Partner, Not a Vendor",
    description: "A dedicated account manager, monthly reviews and honest advice, even when it means spending less.",
  },
};

/** /why-choose-us: the commitment bullets, in order. */
export const commitmentWords = [
  "Clear goals and timelines agreed in writing before any work begins.",
  "Regular progress reports with the numbers that matter to your business.",
  "Your content, accounts and data always remain yours.",
  `A reply to every inquiry within ${responseTimeWords.inquiries}, Monday to Saturday.`,
];

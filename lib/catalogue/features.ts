import { responseTimes } from "./company";
import type { IconName } from "./icons";

/** A titled point with an icon: home's Why Choose Us block, benefit cards, core values. */
export interface Feature {
  /** Finds the words' translation (lib/i18n), whatever the list's order. */
  id: string;
  title: string;
  description: string;
  icon: IconName;
}

/** Home: the four features of the Why Choose Us block. */
export const homeFeatures: readonly Feature[] = [
  {
    id: "team",
    title: "Experienced Team",
    description: "Strategists, shooters, editors and developers who have delivered for brands across India.",
    icon: "users",
  },
  {
    id: "results",
    title: "Results You Can Measure",
    description: "Every campaign starts with clear goals and ends with a report on reach, leads and sales.",
    icon: "trending-up",
  },
  {
    id: "creative",
    title: "Creative Excellence",
    description: "Content made for your audience, in the languages and formats they actually watch.",
    icon: "sparkles",
  },
  {
    id: "support",
    title: "Dedicated Support",
    description: `One point of contact who answers inquiries within ${responseTimes.inquiries}.`,
    icon: "headphones",
  },
];

/** /why-choose-us: the six benefit cards. */
export const whyChooseUsBenefits: readonly Feature[] = [
  {
    id: "one-roof",
    title: "Everything Under One Roof",
    description:
      "Social media, production gear, video editing, performance marketing and websites from one team, so your brand speaks with one voice.",
    icon: "layers",
  },
  {
    id: "pricing",
    title: "Transparent INR Pricing",
    description: "Published starting prices in rupees, itemised quotes and no hidden charges. GST is shown separately on every invoice.",
    icon: "dollar-sign",
  },
  {
    id: "data",
    title: "Data-Driven Strategy",
    description: "We plan with analytics, test creatives and budgets, and put your money where the numbers say it works.",
    icon: "bar-chart",
  },
  {
    id: "local",
    title: "Local Market Insight",
    description: "Based in Hyderabad, we know Indian audiences, festivals and buying seasons, and create in English, Telugu and Hindi.",
    icon: "map-pin",
  },
  {
    id: "turnaround",
    title: "Fast Turnaround",
    description: `Quotes within ${responseTimes.quotes}, reels in days, not weeks, and a schedule you can see at every stage.`,
    icon: "zap",
  },
  {
    id: "partner",
    title: "A Partner, Not a Vendor",
    description: "A dedicated account manager, monthly reviews and honest advice, even when it means spending less.",
    icon: "handshake",
  },
];

/** /why-choose-us: the four commitment bullets. */
export const commitments: readonly string[] = [
  "Clear goals and timelines agreed in writing before any work begins.",
  "Regular progress reports with the numbers that matter to your business.",
  "Your content, accounts and data always remain yours.",
  `A reply to every inquiry within ${responseTimes.inquiries}, Monday to Saturday.`,
];

import type { IconName } from "./icons";

// The eight add-ons of the add-ons page, the pricing page and the quote wizard.
export const addOnIds = ["graphics", "boost", "seo-pro", "branding", "reels", "audit", "copywriting", "support"] as const;
export type AddOnId = (typeof addOnIds)[number];

export interface AddOn {
  id: AddOnId;
  name: string;
  description: string;
  /** Whole rupees. The quote wizard always charges it once. */
  price: number;
  /** How the add-ons page shows the price: reels and support are per month there. */
  billing: "one-time" | "monthly";
  /** What the price covers, where the spec says. */
  note?: string;
  features: readonly string[];
  idealFor: string;
  icon: IconName;
}

export const addOns: readonly AddOn[] = [
  {
    id: "graphics",
    name: "Graphic Design Pack",
    description: "Custom creatives for posts, banners and promotions, designed to your brand guidelines.",
    price: 1499,
    billing: "one-time",
    note: "5-10 creatives",
    features: ["5-10 custom creatives", "Sized for every platform", "Editable source files", "2 rounds of changes"],
    idealFor: "Brands that need a quick batch of on-brand visuals",
    icon: "palette",
  },
  {
    id: "boost",
    name: "Paid Ads Boost",
    description: "A targeted paid campaign on Meta or Google to push your best content to the right audience.",
    price: 3999,
    billing: "one-time",
    note: "Paid ads up to ₹10k ad spend",
    features: ["Audience and budget setup", "Ad creatives and copy", "Campaign monitoring", "Results summary"],
    idealFor: "Launches, offers and events that need reach fast",
    icon: "rocket",
  },
  {
    id: "seo-pro",
    name: "SEO Pro Package",
    description: "An in-depth SEO push: technical fixes, keyword mapping and on-page optimisation for key pages.",
    price: 6999,
    billing: "one-time",
    features: ["Technical SEO audit and fixes", "Keyword mapping", "On-page optimisation", "Google Business Profile tune-up"],
    idealFor: "Businesses that want to rank for local searches",
    icon: "search",
  },
  {
    id: "branding",
    name: "Brand Identity Kit",
    description: "A logo refresh, colour palette, typography and a one-page brand guide for a consistent look.",
    price: 3499,
    billing: "one-time",
    features: ["Logo design or refresh", "Colour palette and typography", "Social media profile kit", "One-page brand guide"],
    idealFor: "New businesses and brands ready for a fresh look",
    icon: "sparkles",
  },
  {
    id: "reels",
    name: "Reels Production",
    description: "Short-form vertical videos planned, shot or edited and delivered ready to post every week.",
    price: 3499,
    billing: "monthly",
    note: "2 reels per week",
    features: ["2 reels per week", "Trending audio and hooks", "Captions and cover frames", "Posting schedule"],
    idealFor: "Brands growing on Instagram and YouTube Shorts",
    icon: "video",
  },
  {
    id: "audit",
    name: "Digital Presence Audit",
    description: "A review of your website, social profiles and search visibility with a prioritised action list.",
    price: 1499,
    billing: "one-time",
    features: ["Website and speed review", "Social profile review", "Search visibility check", "Prioritised action plan"],
    idealFor: "Anyone unsure where to start or what to fix first",
    icon: "bar-chart",
  },
  {
    id: "copywriting",
    name: "Copywriting",
    description: "Clear, persuasive copy for your website, ads, brochures or blog, written for Indian audiences.",
    price: 1999,
    billing: "one-time",
    note: "Up to 1000 words",
    features: ["Up to 1000 words", "SEO-friendly structure", "Tone matched to your brand", "1 round of edits"],
    idealFor: "Websites, landing pages and campaigns that need words that sell",
    icon: "pen-tool",
  },
  {
    id: "support",
    name: "Priority Support & Maintenance",
    description: "Ongoing updates, backups, fixes and a priority line to our team for your website and campaigns.",
    price: 1499,
    billing: "monthly",
    features: ["Content and plugin updates", "Weekly backups", "Priority response", "Monthly health check"],
    idealFor: "Businesses that want their site and campaigns looked after",
    icon: "headphones",
  },
];

export function isAddOnId(id: string): id is AddOnId {
  return (addOnIds as readonly string[]).includes(id);
}

export function getAddOn(id: string): AddOn | undefined {
  return addOns.find((addOn) => addOn.id === id);
}

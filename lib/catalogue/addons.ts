import type { IconName } from "./icons";

// The eight add-ons of the add-ons page, the pricing page and the quote wizard;
// their words are laid over these facts by id.
export const addOnIds = ["graphics", "boost", "seo-pro", "branding", "reels", "audit", "copywriting", "support"] as const;
export type AddOnId = (typeof addOnIds)[number];

/** What an add-on is besides its words: its price, how the page bills it, its icon. */
export interface AddOnFacts {
  id: AddOnId;
  /** Whole rupees. The quote wizard always charges it once. */
  price: number;
  /** How the add-ons page shows the price: reels and support are per month there. */
  billing: "one-time" | "monthly";
  icon: IconName;
}

export const addOnFacts: readonly AddOnFacts[] = [
  { id: "graphics", price: 1499, billing: "one-time", icon: "palette" },
  { id: "boost", price: 3999, billing: "one-time", icon: "rocket" },
  { id: "seo-pro", price: 6999, billing: "one-time", icon: "search" },
  { id: "branding", price: 3499, billing: "one-time", icon: "sparkles" },
  { id: "reels", price: 3499, billing: "monthly", icon: "video" },
  { id: "audit", price: 1499, billing: "one-time", icon: "bar-chart" },
  { id: "copywriting", price: 1999, billing: "one-time", icon: "pen-tool" },
  { id: "support", price: 1499, billing: "monthly", icon: "headphones" },
];

export function isAddOnId(id: string): id is AddOnId {
  return (addOnIds as readonly string[]).includes(id);
}

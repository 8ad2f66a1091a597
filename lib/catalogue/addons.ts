import { addOnNoteWords, addOnWords } from "@/lib/i18n/messages/en/addons";
import type { IconName } from "./icons";

// The eight add-ons of the add-ons page, the pricing page and the quote wizard.
// The words are the English message catalogue's (lib/i18n/messages/en/addons.ts).
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

/** What an add-on is besides its words: its price, how the page bills it, its icon. */
type AddOnFacts = Pick<AddOn, "id" | "price" | "billing" | "icon">;

const addOnFacts: readonly AddOnFacts[] = [
  { id: "graphics", price: 1499, billing: "one-time", icon: "palette" },
  { id: "boost", price: 3999, billing: "one-time", icon: "rocket" },
  { id: "seo-pro", price: 6999, billing: "one-time", icon: "search" },
  { id: "branding", price: 3499, billing: "one-time", icon: "sparkles" },
  { id: "reels", price: 3499, billing: "monthly", icon: "video" },
  { id: "audit", price: 1499, billing: "one-time", icon: "bar-chart" },
  { id: "copywriting", price: 1999, billing: "one-time", icon: "pen-tool" },
  { id: "support", price: 1499, billing: "monthly", icon: "headphones" },
];

/** The add-ons in English; an add-on has a note where its words have one. */
export const addOns: readonly AddOn[] = addOnFacts.map((facts) => {
  const note = addOnNoteWords[facts.id];
  return { ...facts, ...addOnWords[facts.id], ...(note === undefined ? {} : { note }) };
});

export function isAddOnId(id: string): id is AddOnId {
  return (addOnIds as readonly string[]).includes(id);
}

export function getAddOn(id: string): AddOn | undefined {
  return addOns.find((addOn) => addOn.id === id);
}

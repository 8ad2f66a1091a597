import type { IconName } from "./icons";

// The titled points with icons (home's Why Choose Us block, benefit cards),
// in order; their words are laid over them by id.

/** A point's facts: the id its words are found by, whatever the list's order, and its icon. */
export interface FeatureFacts {
  id: string;
  icon: IconName;
}

/** Home: the four features of the Why Choose Us block, in order, with their icons. */
export const homeFeatureFacts: readonly FeatureFacts[] = [
  { id: "team", icon: "users" },
  { id: "results", icon: "trending-up" },
  { id: "creative", icon: "sparkles" },
  { id: "support", icon: "headphones" },
];

/** /why-choose-us: the six benefit cards, in order, with their icons. */
export const benefitFacts: readonly FeatureFacts[] = [
  { id: "one-roof", icon: "layers" },
  { id: "pricing", icon: "dollar-sign" },
  { id: "data", icon: "bar-chart" },
  { id: "local", icon: "map-pin" },
  { id: "turnaround", icon: "zap" },
  { id: "partner", icon: "handshake" },
];

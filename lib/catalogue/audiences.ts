import type { FeatureFacts } from "./features";

// /who-we-serve's cards, in order, with their icons; their words are laid over them by id.

/** The six industry cards. */
export const industryFacts: readonly FeatureFacts[] = [
  { id: "startups", icon: "rocket" },
  { id: "ecommerce", icon: "shopping-bag" },
  { id: "real-estate", icon: "home" },
  { id: "healthcare", icon: "stethoscope" },
  { id: "education", icon: "graduation-cap" },
  { id: "non-profits", icon: "heart" },
];

/** The three ideal client types. */
export const clientTypeFacts: readonly FeatureFacts[] = [
  { id: "entrepreneurs", icon: "lightbulb" },
  { id: "established-companies", icon: "building" },
  { id: "marketing-teams", icon: "users" },
];

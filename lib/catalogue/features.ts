// The words are the English message catalogue's (lib/i18n/messages/en/features.ts).
import { commitmentWords, homeFeatureWords, whyChooseUsBenefitWords } from "@/lib/i18n/messages/en/features";
import { withWords } from "@/lib/i18n/words";
import type { IconName } from "./icons";

/** A titled point with an icon: home's Why Choose Us block, benefit cards, core values. */
export interface Feature {
  /** Finds the words' translation (lib/i18n), whatever the list's order. */
  id: string;
  title: string;
  description: string;
  icon: IconName;
}

/** Home: the four features of the Why Choose Us block, in order, with their icons. */
const homeFeatureFacts: readonly { id: keyof typeof homeFeatureWords; icon: IconName }[] = [
  { id: "team", icon: "users" },
  { id: "results", icon: "trending-up" },
  { id: "creative", icon: "sparkles" },
  { id: "support", icon: "headphones" },
];

/** Home: the four features of the Why Choose Us block. */
export const homeFeatures: readonly Feature[] = withWords(homeFeatureFacts, homeFeatureWords);

/** /why-choose-us: the six benefit cards, in order, with their icons. */
const benefitFacts: readonly { id: keyof typeof whyChooseUsBenefitWords; icon: IconName }[] = [
  { id: "one-roof", icon: "layers" },
  { id: "pricing", icon: "dollar-sign" },
  { id: "data", icon: "bar-chart" },
  { id: "local", icon: "map-pin" },
  { id: "turnaround", icon: "zap" },
  { id: "partner", icon: "handshake" },
];

/** /why-choose-us: the six benefit cards. */
export const whyChooseUsBenefits: readonly Feature[] = withWords(benefitFacts, whyChooseUsBenefitWords);

/** /why-choose-us: the four commitment bullets. */
export const commitments: readonly string[] = commitmentWords;

import { benefitFacts, homeFeatureFacts, type FeatureFacts } from "@/lib/catalogue/features";
import { commitmentWords, homeFeatureWords, whyChooseUsBenefitWords } from "@/lib/i18n/messages/en/features";
import { withWords } from "../words";

/** A titled point with an icon: home's Why Choose Us block, benefit cards, core values, reasons to join. */
export interface Feature extends FeatureFacts {
  title: string;
  description: string;
}

type FeatureWords = Readonly<Record<string, { title: string; description: string }>>;

/** Home's Why Choose Us block with a language's words. */
export function homeFeaturesWith(words: FeatureWords): Feature[] {
  return withWords(homeFeatureFacts, words);
}

/** /why-choose-us's benefit cards with a language's words. */
export function whyChooseUsBenefitsWith(words: FeatureWords): Feature[] {
  return withWords(benefitFacts, words);
}

/** Home: the four features of the Why Choose Us block, in English. */
export const homeFeatures: readonly Feature[] = homeFeaturesWith(homeFeatureWords);

/** /why-choose-us: the six benefit cards, in English. */
export const whyChooseUsBenefits: readonly Feature[] = whyChooseUsBenefitsWith(whyChooseUsBenefitWords);

/** /why-choose-us: the four commitment bullets. */
export const commitments: readonly string[] = commitmentWords;

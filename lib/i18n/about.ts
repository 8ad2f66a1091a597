import { coreValues } from "@/lib/catalogue/about";
import { idealClientTypes, industries } from "@/lib/catalogue/audiences";
import { whyChooseUsBenefits } from "@/lib/catalogue/features";
import { whyChooseUsStats } from "@/lib/catalogue/stats";
import type { Locale } from "./locales";
import { textsFor } from "./texts";
import { relabelled, withWords } from "./words";

/** The records of /about, /why-choose-us and /who-we-serve, each with its words in a language. */
export function aboutRecordsIn(locale: Locale) {
  const { catalogue } = textsFor(locale);
  return {
    values: withWords(coreValues, catalogue.coreValues),
    benefits: withWords(whyChooseUsBenefits, catalogue.whyChooseUsBenefits),
    stats: relabelled(whyChooseUsStats, catalogue.whyChooseUsStats),
    industries: withWords(industries, catalogue.industries),
    clients: withWords(idealClientTypes, catalogue.idealClientTypes),
  };
}

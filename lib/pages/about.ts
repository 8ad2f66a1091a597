import type { Locale } from "@/lib/i18n/locales";
import { coreValuesWith } from "@/lib/i18n/records/about";
import { idealClientTypesWith, industriesWith } from "@/lib/i18n/records/audiences";
import { whyChooseUsBenefitsWith } from "@/lib/i18n/records/features";
import { statsWith } from "@/lib/i18n/records/stats";
import { textsFor } from "@/lib/i18n/texts";

/** The records of /about, /why-choose-us and /who-we-serve, each with its words in a language. */
export function aboutRecordsIn(locale: Locale) {
  const { catalogue } = textsFor(locale);
  return {
    values: coreValuesWith(catalogue.coreValues),
    benefits: whyChooseUsBenefitsWith(catalogue.whyChooseUsBenefits),
    stats: statsWith(catalogue).whyChooseUs,
    industries: industriesWith(catalogue.industries),
    clients: idealClientTypesWith(catalogue.idealClientTypes),
  };
}

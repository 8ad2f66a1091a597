import type { Locale } from "@/lib/i18n/locales";
import { homeFeaturesWith } from "@/lib/i18n/records/features";
import { statsWith } from "@/lib/i18n/records/stats";
import { testimonialsWith } from "@/lib/i18n/records/testimonials";
import { textsFor } from "@/lib/i18n/texts";
import { pageIn } from "./page-words";
import { servicesIn } from "./services";

/** The spec's home shows the first three of the five services. */
const homeServiceCount = 3;

/** The home page in a language: the catalogue's records with that language's words laid over them. */
export function homeIn(locale: Locale) {
  const { home, catalogue } = textsFor(locale);
  return {
    page: pageIn(locale, "home"),
    texts: home,
    stats: statsWith(catalogue).home,
    features: homeFeaturesWith(catalogue.homeFeatures),
    services: servicesIn(locale).slice(0, homeServiceCount),
    testimonials: testimonialsWith(catalogue.testimonials),
  };
}

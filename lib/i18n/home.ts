import { homeFeatures } from "@/lib/catalogue/features";
import { homeStats } from "@/lib/catalogue/stats";
import { testimonials } from "@/lib/catalogue/testimonials";
import type { Locale } from "./locales";
import { pageIn } from "./pages";
import { servicesIn } from "./services";
import { textsFor } from "./texts";
import { relabelled, withWords } from "./words";

/** The spec's home shows the first three of the five services. */
const homeServiceCount = 3;

/** The home page in a language: the catalogue's records with that language's words laid over them. */
export function homeIn(locale: Locale) {
  const { home, catalogue } = textsFor(locale);
  return {
    page: pageIn(locale, "home"),
    texts: home,
    stats: relabelled(homeStats, catalogue.homeStats),
    features: withWords(homeFeatures, catalogue.homeFeatures),
    services: servicesIn(locale).slice(0, homeServiceCount),
    testimonials: withWords(testimonials, catalogue.testimonials),
  };
}

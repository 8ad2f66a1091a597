import { homeFeatures } from "@/lib/catalogue/features";
import { pageTexts } from "@/lib/catalogue/page-texts";
import { homeStats } from "@/lib/catalogue/stats";
import { testimonials } from "@/lib/catalogue/testimonials";
import { pathIn, type Locale } from "./locales";
import { servicesIn } from "./services";
import { textsFor } from "./texts";

/** The spec's home shows the first three of the five services. */
const homeServiceCount = 3;

/** The home page in a language: the catalogue's records with that language's words laid over them. */
export function homeIn(locale: Locale) {
  const { pages, home, catalogue } = textsFor(locale);
  const english = pageTexts.home;
  return {
    page: {
      ...pages.home,
      cta: { ...pages.home.cta, other: { href: pathIn(locale, english.cta.other.href), label: pages.home.cta.other } },
    },
    texts: home,
    stats: homeStats.map((stat, index) => ({ ...stat, label: catalogue.homeStats[index] ?? stat.label })),
    features: homeFeatures.map((feature, index) => ({ ...feature, ...catalogue.homeFeatures[index] })),
    services: servicesIn(locale).slice(0, homeServiceCount),
    testimonials: testimonials.map((testimonial, index) => ({ ...testimonial, ...catalogue.testimonials[index] })),
  };
}

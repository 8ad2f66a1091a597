import { homeTexts } from "@/lib/catalogue/home-texts";
import { footerQuickLinks, legalLinks, mainNavigation, serviceNavigation } from "@/lib/catalogue/navigation";
import { pageTexts } from "@/lib/catalogue/page-texts";
import { serviceTexts } from "@/lib/catalogue/service-texts";
import { services, taxNote } from "@/lib/catalogue/services";
import { shellTexts } from "@/lib/catalogue/shell-texts";
import { homeFeatures } from "@/lib/catalogue/features";
import { homeStats, serviceDetailStats } from "@/lib/catalogue/stats";
import { testimonials } from "@/lib/catalogue/testimonials";
import { siteName } from "@/lib/seo/site-metadata";
import type { Locale, PrefixedLocale } from "./locales";
import hi from "./messages/hi.json" with { type: "json" };
import te from "./messages/te.json" with { type: "json" };

const namesByPath = (items: readonly { name: string; path: string }[]) =>
  Object.fromEntries(items.map((item) => [item.path, item.name])) as Record<string, string>;

const { home } = pageTexts;

/**
 * Every English text a translated page shows, gathered from the catalogue in
 * the shape the message catalogues (messages/te.json, messages/hi.json)
 * repeat key for key. Figures, prices, addresses and links are not texts:
 * they stay in the catalogue, one for all languages.
 */
export const englishTexts = {
  site: { name: siteName },
  shell: shellTexts,
  navigation: {
    main: namesByPath(mainNavigation),
    services: namesByPath(serviceNavigation),
    quickLinks: namesByPath(footerQuickLinks),
    legal: namesByPath(legalLinks),
  },
  pages: {
    home: {
      title: home.title,
      description: home.description,
      heading: home.heading,
      lead: home.lead,
      cta: { title: home.cta.title, text: home.cta.text, quote: home.cta.quote, other: home.cta.other.label },
    },
  },
  home: homeTexts,
  service: serviceTexts,
  /** The words of the catalogue's records that translated pages show, in the catalogue's order. */
  catalogue: {
    homeStats: homeStats.map((stat) => stat.label),
    homeFeatures: homeFeatures.map(({ title, description }) => ({ title, description })),
    services: services.map((service) => ({
      title: service.title,
      subtitle: service.subtitle,
      description: service.description,
      priceNote: service.priceNote,
      imageText: service.imageText,
      features: service.features,
      benefits: service.benefits,
      deliverables: service.deliverables,
      processSteps: service.processSteps,
      showcase: service.showcase,
      addOns: service.optionalAddOns.map((addOn) => addOn.name),
    })),
    serviceStats: serviceDetailStats.map((stat) => stat.label),
    taxNote,
    testimonials: testimonials.map(({ company, content, image }) => ({ company, content, image })),
  },
};

/** The same texts in another language: every key of the English, each a string. */
export type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export type SiteTexts = Texts<typeof englishTexts>;

// Assigning the JSON to the type is the compile-time check that no key is missing.
const translations: Record<PrefixedLocale, SiteTexts> = { te, hi };

export function textsFor(locale: Locale): SiteTexts {
  return locale === "en" ? englishTexts : translations[locale];
}

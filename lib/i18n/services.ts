import { services, type Service, type ServiceId } from "@/lib/catalogue/services";
import { serviceDetailStats, servicesOverviewStats } from "@/lib/catalogue/stats";
import { fill } from "./fill";
import type { Locale } from "./locales";
import { textsFor } from "./texts";
import { relabelled, wordsOf } from "./words";

/** Every service with a language's words laid over it, found by its id; prices, icons and ids stay the catalogue's. */
export function servicesIn(locale: Locale): Service[] {
  const { catalogue } = textsFor(locale);
  return services.map((service) => {
    const { addOns, ...words } = catalogue.services[service.id];
    return { ...service, ...words, optionalAddOns: service.optionalAddOns.map((addOn) => ({ ...addOn, name: wordsOf(addOns, addOn.id) })) };
  });
}

/** The figures atop /services, in a language. */
export function servicesOverviewStatsIn(locale: Locale) {
  return relabelled(servicesOverviewStats, textsFor(locale).catalogue.servicesOverviewStats);
}

/** A service page in a language: the service, the page's own words, its figures and the tax note. */
export function servicePageIn(locale: Locale, id: ServiceId) {
  const { service: texts, catalogue } = textsFor(locale);
  const service = servicesIn(locale).find((candidate) => candidate.id === id);
  return {
    service,
    texts,
    stats: relabelled(serviceDetailStats, catalogue.serviceStats),
    taxNote: catalogue.taxNote,
  };
}

/** A service page's title and search description in a language. */
export function serviceMetadataIn(locale: Locale, id: ServiceId): { title: string; description: string } | undefined {
  const { service, texts } = servicePageIn(locale, id);
  if (!service) return undefined;
  const values = { subtitle: service.subtitle, service: service.title, price: service.price, priceNote: service.priceNote };
  return { title: service.title, description: fill(texts.description, values) };
}

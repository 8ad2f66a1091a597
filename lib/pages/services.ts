import type { ServiceId } from "@/lib/catalogue/services";
import { fill } from "@/lib/i18n/fill";
import type { Locale } from "@/lib/i18n/locales";
import { servicesWith, type Service } from "@/lib/i18n/records/services";
import { statsWith } from "@/lib/i18n/records/stats";
import { textsFor } from "@/lib/i18n/texts";

/** Every service with a language's words laid over it, found by its id; prices, icons and ids stay the catalogue's. */
export function servicesIn(locale: Locale): Service[] {
  return servicesWith(textsFor(locale).catalogue.services);
}

/** The figures atop /services, in a language. */
export function servicesOverviewStatsIn(locale: Locale) {
  return statsWith(textsFor(locale).catalogue).servicesOverview;
}

/** A service page in a language: the service, the page's own words, its figures and the tax note. */
export function servicePageIn(locale: Locale, id: ServiceId) {
  const { service: texts, catalogue } = textsFor(locale);
  const service = servicesIn(locale).find((candidate) => candidate.id === id);
  return {
    service,
    texts,
    stats: statsWith(catalogue).serviceDetail,
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

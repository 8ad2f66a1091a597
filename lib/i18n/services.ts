import { services, type Service, type ServiceId } from "@/lib/catalogue/services";
import { serviceDetailStats } from "@/lib/catalogue/stats";
import { fill } from "./fill";
import type { Locale } from "./locales";
import { textsFor, type SiteTexts } from "./texts";

type ServiceWords = SiteTexts["catalogue"]["services"][number];

/** A service record with a language's words laid over it; prices, icons and ids stay the catalogue's. */
function withWords(service: Service, words: ServiceWords | undefined): Service {
  if (!words) return service;
  return {
    ...service,
    title: words.title,
    subtitle: words.subtitle,
    description: words.description,
    priceNote: words.priceNote,
    imageText: words.imageText,
    features: [...words.features],
    benefits: [...words.benefits],
    deliverables: [...words.deliverables],
    processSteps: words.processSteps.map((step) => ({ ...step })),
    showcase: words.showcase.map((sample) => ({ ...sample })),
    optionalAddOns: service.optionalAddOns.map((addOn, index) => ({ ...addOn, name: words.addOns[index] ?? addOn.name })),
  };
}

/** Every service, in a language. */
export function servicesIn(locale: Locale): Service[] {
  const { catalogue } = textsFor(locale);
  return services.map((service, index) => withWords(service, catalogue.services[index]));
}

/** A service page in a language: the service, the page's own words, its figures and the tax note. */
export function servicePageIn(locale: Locale, id: ServiceId) {
  const { service: texts, catalogue } = textsFor(locale);
  const service = servicesIn(locale).find((candidate) => candidate.id === id);
  return {
    service,
    texts,
    stats: serviceDetailStats.map((stat, index) => ({ ...stat, label: catalogue.serviceStats[index] ?? stat.label })),
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

import { serviceFacts, servicePrice, type ServiceFacts } from "@/lib/catalogue/services";
import { serviceProcessWords, serviceWords, taxNote } from "@/lib/i18n/messages/en/services";
import type { SiteTexts } from "../texts";
import { wordsOf } from "../words";

export interface ProcessStep {
  title: string;
  description: string;
}

/** A service with its words: what every page, mail and JSON-LD shows. */
export interface Service extends Omit<ServiceFacts, "optionalAddOns"> {
  title: string;
  subtitle: string;
  description: string;
  /** rawPrice as shown: "₹4,599". */
  price: string;
  /** What the starting price covers. */
  priceNote: string;
  features: readonly string[];
  benefits: readonly string[];
  processSteps: readonly ProcessStep[];
  deliverables: readonly string[];
  /** Extras sold on the service page (production has none). */
  optionalAddOns: { id: string; name: string; price: number }[];
  /** Describes the hero illustration (there are no photos). */
  imageText: string;
  /** The three placeholder samples of the service page's portfolio showcase. */
  showcase: readonly { title: string; description: string }[];
}

/** Every service with a language's words laid over its facts, found by its id. */
export function servicesWith(words: SiteTexts["catalogue"]["services"]): Service[] {
  return serviceFacts.map(({ optionalAddOns, ...facts }) => {
    const { addOns, ...own } = words[facts.id];
    return {
      ...facts,
      ...own,
      price: servicePrice(facts),
      optionalAddOns: optionalAddOns.map(({ id, price }) => ({ id, name: wordsOf(addOns, id), price })),
    };
  });
}

/** The services in English. */
export const services: readonly Service[] = servicesWith(serviceWords);

export function getService(id: string): Service | undefined {
  return services.find((service) => service.id === id);
}

/** The four-step way of working shown on the services overview. */
export const serviceProcess: readonly ProcessStep[] = serviceProcessWords;

export { taxNote };

/**
 * What a service page keeps in browser storage (components/quote/stored-service.ts)
 * before sending the visitor to the quote wizard, which preselects it.
 */
export interface SelectedService {
  id: Service["id"];
  title: string;
  subtitle: string;
  price: string;
  rawPrice: number;
}

export function toSelectedService({ id, title, subtitle, price, rawPrice }: Service): SelectedService {
  return { id, title, subtitle, price, rawPrice };
}

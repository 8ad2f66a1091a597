import { planFacts, type PlanFacts } from "@/lib/catalogue/plans";
import { enterpriseWords, planWords } from "@/lib/i18n/messages/en/plans";
import type { SiteTexts } from "../texts";
import { services, type Service } from "./services";

export interface Plan extends PlanFacts {
  name: string;
  /** What its service's starting price covers. */
  subtitle: string;
  /** The base price in whole rupees: per month, per day (production) or once (web). */
  monthlyPrice: number;
  description: string;
  features: readonly string[];
}

/** The plans with a language's words laid over their facts by id, each with its service (in the same language)'s price and what it covers. */
export function plansWith(words: SiteTexts["catalogue"]["plans"], servicesHere: readonly Service[]): Plan[] {
  return planFacts.map((plan) => {
    const service = servicesHere.find((candidate) => candidate.id === plan.serviceId);
    if (!service) throw new Error(`Plan ${plan.id} names an unknown service`);
    return { ...plan, ...words[plan.id], subtitle: service.priceNote, monthlyPrice: service.rawPrice };
  });
}

/** The plans in English. */
export const plans: readonly Plan[] = plansWith(planWords, services);

export function getPlan(id: string): Plan | undefined {
  return plans.find((plan) => plan.id === id);
}

/** The pricing page's enterprise section (all words). */
export const enterpriseOffer: Readonly<typeof enterpriseWords> = enterpriseWords;

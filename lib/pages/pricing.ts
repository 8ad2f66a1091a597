import type { IconName } from "@/lib/catalogue/icons";
import { servicePath } from "@/lib/catalogue/services";
import { pathIn, type Locale } from "@/lib/i18n/locales";
import { addOnsWith, type AddOn } from "@/lib/i18n/records/addons";
import { equipmentWith } from "@/lib/i18n/records/equipment";
import { faqsWith } from "@/lib/i18n/records/faqs";
import { plansWith, type Plan } from "@/lib/i18n/records/plans";
import { textsFor } from "@/lib/i18n/texts";
import { servicesIn } from "./services";

/** A plan as its card shows it: with its service's icon, its add-ons' names and the link to its service page. */
export interface PlanView extends Plan {
  icon: IconName;
  addOnNames: readonly string[];
  detailsHref: string;
}

/** The add-ons with a language's words; prices, icons and ids stay the catalogue's. */
export function addOnsIn(locale: Locale): AddOn[] {
  const { catalogue } = textsFor(locale);
  return addOnsWith(catalogue.addOns, catalogue.addOnNotes);
}

/**
 * /pricing's records and words in a language: the plans as their cards show
 * them, the add-ons, the rental rates, the enterprise offer and the FAQ, with
 * links to the pages that exist in that language.
 */
export function pricingIn(locale: Locale) {
  const { pricing: texts, catalogue, service: serviceTexts } = textsFor(locale);
  const services = servicesIn(locale);
  const addOnsHere = addOnsIn(locale);

  const planViews: PlanView[] = plansWith(catalogue.plans, services).map((plan) => {
    const service = services.find((candidate) => candidate.id === plan.serviceId);
    if (!service) throw new Error(`Plan ${plan.id} names an unknown service`);
    return {
      ...plan,
      icon: service.icon,
      addOnNames: plan.optionalAddOns.flatMap((id) => addOnsHere.find((addOn) => addOn.id === id)?.name ?? []),
      detailsHref: pathIn(locale, servicePath(plan.serviceId)),
    };
  });

  return {
    texts,
    plans: planViews,
    addOns: addOnsHere,
    equipment: equipmentWith(catalogue.equipment),
    enterprise: catalogue.enterprise,
    faqs: faqsWith(catalogue.faqs, catalogue.faqLinks, (path) => pathIn(locale, path)),
    /** The Buy Now buttons' words on a translated page; English pages send none (the buttons bundle theirs). */
    buyNow: locale === "en" ? undefined : { buyNow: serviceTexts.buyNow, payment: serviceTexts.payment },
  };
}

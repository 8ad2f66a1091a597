import { addOns, type AddOn } from "@/lib/catalogue/addons";
import { equipmentCategories } from "@/lib/catalogue/equipment";
import { pricingFaqs } from "@/lib/catalogue/faqs";
import type { IconName } from "@/lib/catalogue/icons";
import { plans, type Plan } from "@/lib/catalogue/plans";
import { servicePath } from "@/lib/catalogue/services";
import { pathIn, type Locale } from "./locales";
import { servicesIn } from "./services";
import { textsFor } from "./texts";
import { withWords, wordsOf } from "./words";

/** A plan as its card shows it: with its service's icon, its add-ons' names and the link to its service page. */
export interface PlanView extends Plan {
  icon: IconName;
  addOnNames: readonly string[];
  detailsHref: string;
}

/** The add-ons with a language's words; prices, icons and ids stay the catalogue's. */
export function addOnsIn(locale: Locale): AddOn[] {
  const { catalogue } = textsFor(locale);
  return withWords(addOns, catalogue.addOns).map((addOn) =>
    addOn.note ? { ...addOn, note: wordsOf(catalogue.addOnNotes, addOn.id) } : addOn,
  );
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

  const planViews: PlanView[] = withWords(plans, catalogue.plans).map((plan) => {
    const service = services.find((candidate) => candidate.id === plan.serviceId);
    if (!service) throw new Error(`Plan ${plan.id} names an unknown service`);
    return {
      ...plan,
      subtitle: service.priceNote,
      icon: service.icon,
      addOnNames: plan.optionalAddOns.flatMap((id) => addOnsHere.find((addOn) => addOn.id === id)?.name ?? []),
      detailsHref: pathIn(locale, servicePath(plan.serviceId)),
    };
  });

  return {
    texts,
    plans: planViews,
    addOns: addOnsHere,
    equipment: withWords(equipmentCategories, catalogue.equipment),
    enterprise: catalogue.enterprise,
    faqs: pricingFaqs.map((faq) => ({
      ...faq,
      ...wordsOf(catalogue.faqs, faq.id),
      ...(faq.link ? { link: { href: pathIn(locale, faq.link.href), label: wordsOf(catalogue.faqLinks, faq.id) } } : {}),
    })),
    /** A translated page hands its Buy Now buttons their words; English pages send none. */
    buyNow: locale === "en" ? undefined : { texts: serviceTexts.buyNow, paymentTexts: serviceTexts.payment },
  };
}

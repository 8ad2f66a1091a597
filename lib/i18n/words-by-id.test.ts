import { describe, expect, it, vi } from "vitest";
import { jobOpenings } from "@/lib/i18n/records/careers";
import { serviceIds } from "@/lib/catalogue/services";
import { locales, type Locale } from "./locales";

/** A list with every record moved one place (each list has two or more). */
function moved<T>(list: readonly T[]): T[] {
  const [first, ...rest] = list;
  return first === undefined ? [] : [...rest, first];
}

/** The catalogue with every list of records whose words are translated in another order. */
const reordered: Record<string, (module: Record<string, unknown>) => Record<string, unknown>> = {
  "@/lib/catalogue/about": ({ coreValueFacts }) => ({ coreValueFacts: moved(coreValueFacts as unknown[]) }),
  "@/lib/catalogue/addons": ({ addOnFacts }) => ({ addOnFacts: moved(addOnFacts as unknown[]) }),
  "@/lib/catalogue/audiences": ({ industryFacts, clientTypeFacts }) => ({
    industryFacts: moved(industryFacts as unknown[]),
    clientTypeFacts: moved(clientTypeFacts as unknown[]),
  }),
  "@/lib/catalogue/careers": ({ jobFacts, whyWorkWithUsFacts }) => ({
    jobFacts: moved(jobFacts as unknown[]),
    whyWorkWithUsFacts: moved(whyWorkWithUsFacts as unknown[]),
  }),
  "@/lib/catalogue/company": ({ businessHourFacts }) => ({ businessHourFacts: moved(businessHourFacts as unknown[]) }),
  "@/lib/catalogue/equipment": ({ equipmentFacts }) => ({ equipmentFacts: moved(equipmentFacts as unknown[]) }),
  "@/lib/catalogue/faqs": ({ faqFacts }) => ({ faqFacts: moved(faqFacts as unknown[]) }),
  "@/lib/catalogue/features": ({ homeFeatureFacts, benefitFacts }) => ({
    homeFeatureFacts: moved(homeFeatureFacts as unknown[]),
    benefitFacts: moved(benefitFacts as unknown[]),
  }),
  "@/lib/catalogue/payment-methods": ({ paymentMethodFacts }) => ({
    paymentMethodFacts: moved(paymentMethodFacts as { details: unknown[] }[]).map((method) => ({
      ...method,
      details: moved(method.details),
    })),
  }),
  "@/lib/catalogue/plans": ({ planFacts }) => ({ planFacts: moved(planFacts as unknown[]) }),
  "@/lib/catalogue/policies": ({ privacySectionIds, termsSectionIds, refundSectionIds }) => ({
    privacySectionIds: moved(privacySectionIds as unknown[]),
    termsSectionIds: moved(termsSectionIds as unknown[]),
    refundSectionIds: moved(refundSectionIds as unknown[]),
  }),
  "@/lib/catalogue/portfolio": ({ portfolioCategoryFacts, portfolioProjectFacts, portfolioHighlightFacts }) => ({
    portfolioCategoryFacts: moved(portfolioCategoryFacts as unknown[]),
    portfolioProjectFacts: moved(portfolioProjectFacts as unknown[]),
    portfolioHighlightFacts: moved(portfolioHighlightFacts as unknown[]),
  }),
  "@/lib/catalogue/resources": ({ resourceFilterIds, resourceFacts }) => ({
    resourceFilterIds: moved(resourceFilterIds as unknown[]),
    resourceFacts: moved(resourceFacts as unknown[]),
  }),
  "@/lib/catalogue/services": ({ serviceFacts }) => ({ serviceFacts: moved(serviceFacts as unknown[]) }),
  "@/lib/catalogue/social-feeds": ({ socialFeedCardFacts }) => ({ socialFeedCardFacts: moved(socialFeedCardFacts as unknown[]) }),
  "@/lib/catalogue/stats": ({ homeStatFacts, servicesOverviewStatFacts, serviceDetailStatFacts, whyChooseUsStatFacts }) => ({
    homeStatFacts: moved(homeStatFacts as unknown[]),
    servicesOverviewStatFacts: moved(servicesOverviewStatFacts as unknown[]),
    serviceDetailStatFacts: moved(serviceDetailStatFacts as unknown[]),
    whyChooseUsStatFacts: moved(whyChooseUsStatFacts as unknown[]),
  }),
  "@/lib/catalogue/testimonials": ({ testimonialFacts }) => ({ testimonialFacts: moved(testimonialFacts as unknown[]) }),
};

type Shown = Map<string, unknown>;

/** Puts each record a page shows under "list:id" (or its value, for a form's choices). */
function collect(shown: Shown, list: string, records: readonly object[] = []) {
  for (const record of records) {
    const { id, value } = record as { id?: string; value?: string };
    shown.set(`${list}:${id ?? value}`, record);
  }
}

/** Every record every page shows in `locale`, with the words it is shown with, from freshly imported modules. */
async function recordsOnEveryPage(locale: Locale): Promise<Shown> {
  vi.resetModules();
  const [about, careers, contact, feeds, home, payments, policies, portfolio, pricing, quote, resources, services] = await Promise.all([
    import("@/lib/pages/about"),
    import("@/lib/pages/careers"),
    import("@/lib/pages/contact"),
    import("@/lib/pages/feeds"),
    import("@/lib/pages/home"),
    import("@/lib/pages/payment-info"),
    import("@/lib/pages/policies"),
    import("@/lib/pages/portfolio"),
    import("@/lib/pages/pricing"),
    import("@/lib/pages/quote"),
    import("@/lib/pages/resources"),
    import("@/lib/pages/services"),
  ]);
  const shown: Shown = new Map();

  const homePage = home.homeIn(locale);
  collect(shown, "home stat", homePage.stats);
  collect(shown, "home feature", homePage.features);
  collect(shown, "testimonial", homePage.testimonials);

  const aboutPages = about.aboutRecordsIn(locale);
  collect(shown, "core value", aboutPages.values);
  collect(shown, "benefit", aboutPages.benefits);
  collect(shown, "why-choose-us stat", aboutPages.stats);
  collect(shown, "industry", aboutPages.industries);
  collect(shown, "client type", aboutPages.clients);

  collect(shown, "service", services.servicesIn(locale));
  collect(shown, "services stat", services.servicesOverviewStatsIn(locale));
  for (const id of serviceIds) collect(shown, `${id} page stat`, services.servicePageIn(locale, id).stats);

  const pricingPage = pricing.pricingIn(locale);
  collect(shown, "plan", pricingPage.plans);
  collect(shown, "add-on", pricingPage.addOns);
  collect(shown, "equipment", pricingPage.equipment);
  collect(shown, "faq", pricingPage.faqs);

  const careersPage = careers.careersIn(locale);
  collect(shown, "opening", careersPage.openings);
  collect(shown, "reason", careersPage.reasons);
  collect(shown, "position", careersPage.positions);
  for (const { id } of jobOpenings) collect(shown, "opening page", [careers.jobOpeningIn(locale, id)?.words ?? {}]);

  const portfolioPage = portfolio.portfolioIn(locale);
  collect(shown, "portfolio filter", portfolioPage.filters);
  collect(shown, "project", portfolioPage.projects);
  collect(shown, "highlight", portfolioPage.highlights);

  const library = resources.resourcesIn(locale);
  collect(shown, "resource filter", library.filters);
  collect(shown, "resource", library.resources);

  const contactPage = contact.contactIn(locale);
  collect(shown, "hours", contactPage.hours);
  collect(shown, "contact service", contactPage.options.services);

  collect(shown, "social card", feeds.feedsIn(locale).socialCards);

  const legal = policies.policiesIn(locale);
  collect(shown, "privacy section", legal.privacy.sections);
  collect(shown, "terms section", legal.terms);
  collect(shown, "refund section", legal.refund);

  for (const { details, ...method } of payments.paymentMethodsIn(locale).methods) {
    collect(shown, "payment method", [method]);
    collect(shown, `${method.id} row`, details);
  }

  const wizard = quote.quoteIn(locale).language?.options;
  collect(shown, "quote service", wizard?.services);
  collect(shown, "quote add-on", wizard?.addOns);
  collect(shown, "quote equipment", wizard?.equipment);
  return shown;
}

describe.each(locales)("in %s, each record is shown with its own words", (locale) => {
  it("whatever order the catalogue lists its records in", async () => {
    const inOrder = await recordsOnEveryPage(locale);
    for (const [path, reorder] of Object.entries(reordered)) {
      vi.doMock(path, async (importOriginal) => {
        const original = await importOriginal<Record<string, unknown>>();
        return { ...original, ...reorder(original) };
      });
    }
    try {
      const reorderedPages = await recordsOnEveryPage(locale);
      expect([...reorderedPages.keys()].sort()).toEqual([...inOrder.keys()].sort());
      for (const [key, record] of inOrder) expect.soft(reorderedPages.get(key), key).toEqual(record);
    } finally {
      for (const path of Object.keys(reordered)) vi.doUnmock(path);
    }
  });
});

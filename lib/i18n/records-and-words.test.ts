import { describe, expect, it } from "vitest";
import { coreValues } from "@/lib/i18n/records/about";
import { addOns } from "@/lib/i18n/records/addons";
import { idealClientTypes, industries } from "@/lib/i18n/records/audiences";
import { jobOpenings, whyWorkWithUs } from "@/lib/i18n/records/careers";
import { businessHours } from "@/lib/i18n/records/company";
import { equipmentCategories } from "@/lib/i18n/records/equipment";
import { pricingFaqs } from "@/lib/i18n/records/faqs";
import { homeFeatures, whyChooseUsBenefits } from "@/lib/i18n/records/features";
import { paymentMethods } from "@/lib/i18n/records/payment-methods";
import { plans } from "@/lib/i18n/records/plans";
import { privacySections, refundSections, termsSections } from "@/lib/i18n/records/policies";
import { portfolioCategories, portfolioHighlights, portfolioProjects } from "@/lib/i18n/records/portfolio";
import { resourceFilters, resources } from "@/lib/i18n/records/resources";
import { services } from "@/lib/i18n/records/services";
import { socialFeedCards } from "@/lib/i18n/records/social-feeds";
import { homeStats, serviceDetailStats, servicesOverviewStats, whyChooseUsStats } from "@/lib/i18n/records/stats";
import { testimonials } from "@/lib/i18n/records/testimonials";
import { englishTexts } from "./texts";

// The facts of a record live in lib/catalogue, its words in the message
// catalogues under its id. The types catch a record without words; this catches
// the other half: words left behind under an id no record has any more (a
// removed service, a renamed FAQ), which every language would go on carrying.

const { catalogue, policies, feeds } = englishTexts;

const lists: [string, readonly { id: string }[], object][] = [
  ["services", services, catalogue.services],
  ["plans", plans, catalogue.plans],
  ["add-ons", addOns, catalogue.addOns],
  ["rental kits", equipmentCategories, catalogue.equipment],
  ["FAQs", pricingFaqs, catalogue.faqs],
  ["home figures", homeStats, catalogue.homeStats],
  ["services overview figures", servicesOverviewStats, catalogue.servicesOverviewStats],
  ["service page figures", serviceDetailStats, catalogue.serviceStats],
  ["why-choose-us figures", whyChooseUsStats, catalogue.whyChooseUsStats],
  ["home features", homeFeatures, catalogue.homeFeatures],
  ["benefits", whyChooseUsBenefits, catalogue.whyChooseUsBenefits],
  ["core values", coreValues, catalogue.coreValues],
  ["industries", industries, catalogue.industries],
  ["ideal clients", idealClientTypes, catalogue.idealClientTypes],
  ["testimonials", testimonials, catalogue.testimonials],
  ["openings", jobOpenings, catalogue.jobs],
  ["reasons to work with us", whyWorkWithUs, catalogue.whyWorkWithUs],
  ["business hours", businessHours, catalogue.businessHours],
  ["payment methods", paymentMethods, catalogue.paymentMethods],
  ["portfolio categories", portfolioCategories, catalogue.portfolio.categories],
  ["projects", portfolioProjects, catalogue.portfolio.projects],
  ["portfolio figures", portfolioHighlights, catalogue.portfolio.highlights],
  ["resource filters", resourceFilters, catalogue.resources.filters],
  ["resources", resources, catalogue.resources.items],
  ["social cards", socialFeedCards, feeds.socialCards],
  ["privacy sections", privacySections, policies.privacy],
  ["terms sections", termsSections, policies.terms],
  ["refund sections", refundSections, policies.refund],
];

describe("the English words of the catalogue's records", () => {
  it.each(lists)("%s: one entry of words per record, none for an id no record has", (_, records, words) => {
    expect(Object.keys(words).sort()).toEqual(records.map((record) => record.id).sort());
  });

  it("name each service's optional add-ons, and only those", () => {
    for (const service of services) {
      expect(Object.keys(catalogue.services[service.id].addOns).sort(), service.id).toEqual(
        service.optionalAddOns.map((addOn) => addOn.id).sort(),
      );
    }
  });
});

import { describe, expect, it } from "vitest";
import { coreValues } from "@/lib/catalogue/about";
import { addOns } from "@/lib/catalogue/addons";
import { idealClientTypes, industries } from "@/lib/catalogue/audiences";
import { jobOpenings, whyWorkWithUs } from "@/lib/catalogue/careers";
import { businessHours } from "@/lib/catalogue/company";
import { equipmentCategories } from "@/lib/catalogue/equipment";
import { pricingFaqs } from "@/lib/catalogue/faqs";
import { homeFeatures, whyChooseUsBenefits } from "@/lib/catalogue/features";
import { paymentMethods } from "@/lib/catalogue/payment-methods";
import { plans } from "@/lib/catalogue/plans";
import { privacySections, refundSections, termsSections } from "@/lib/catalogue/policies";
import { portfolioCategories, portfolioHighlights, portfolioProjects } from "@/lib/catalogue/portfolio";
import { resourceFilters, resources } from "@/lib/catalogue/resources";
import { services } from "@/lib/catalogue/services";
import { socialFeedCards } from "@/lib/catalogue/social-feeds";
import { homeStats, serviceDetailStats, servicesOverviewStats, whyChooseUsStats } from "@/lib/catalogue/stats";
import { testimonials } from "@/lib/catalogue/testimonials";
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

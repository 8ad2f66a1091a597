import { coreValues, legalLabels, mission, story, vision } from "@/lib/catalogue/about";
import { aboutTexts } from "@/lib/i18n/messages/en/about-texts";
import { company } from "@/lib/catalogue/company";
import { homeTexts } from "@/lib/i18n/messages/en/home-texts";
import { footerQuickLinks, legalLinks, mainNavigation, serviceNavigation } from "@/lib/catalogue/navigation";
import { contactUsLink, pageTexts, type PageTexts } from "@/lib/i18n/messages/en/page-texts";
import { serviceTexts } from "@/lib/i18n/messages/en/service-texts";
import { serviceProcess, services, taxNote } from "@/lib/catalogue/services";
import { shellTexts } from "@/lib/i18n/messages/en/shell-texts";
import { commitments, homeFeatures, whyChooseUsBenefits } from "@/lib/catalogue/features";
import { homeStats, serviceDetailStats, servicesOverviewStats, whyChooseUsStats } from "@/lib/catalogue/stats";
import { whyChooseUsTexts } from "@/lib/i18n/messages/en/why-choose-us-texts";
import { idealClientTypes, industries } from "@/lib/catalogue/audiences";
import { whoWeServeTexts } from "@/lib/i18n/messages/en/who-we-serve-texts";
import { testimonials } from "@/lib/catalogue/testimonials";
import { addOns } from "@/lib/catalogue/addons";
import { equipmentCategories } from "@/lib/catalogue/equipment";
import { faqLinkWords, faqWords } from "@/lib/i18n/messages/en/faqs";
import { enterpriseOffer, plans } from "@/lib/catalogue/plans";
import { pricingTexts } from "@/lib/i18n/messages/en/pricing-texts";
import { businessHours, responseTimes } from "@/lib/catalogue/company";
import { contactFormTexts } from "@/lib/i18n/messages/en/contact-form-texts";
import { optionWords } from "@/lib/catalogue/contact-options";
import { contactTexts } from "@/lib/i18n/messages/en/contact-texts";
import { formFrameTexts } from "@/lib/i18n/messages/en/form-texts";
import { acknowledgementTexts } from "@/lib/i18n/messages/en/mail-texts";
import { careerFormTexts } from "@/lib/i18n/messages/en/career-form-texts";
import { generalApplication, jobOpenings, jobTypeLabels, whyWorkWithUs } from "@/lib/catalogue/careers";
import { careersTexts } from "@/lib/i18n/messages/en/careers-texts";
import { quoteOptions } from "@/lib/catalogue/quote-options";
import { quoteTexts } from "@/lib/i18n/messages/en/quote-texts";
import { servicesOverviewTexts } from "@/lib/i18n/messages/en/services-overview-texts";
import { policyTexts } from "@/lib/i18n/messages/en/policy-texts";
import { paymentMethodWords, paymentQrCodeWords, paymentStatusWords } from "@/lib/i18n/messages/en/payment-methods";
import { paymentInfoTexts } from "@/lib/i18n/messages/en/payment-info-texts";
import { portfolioWords } from "@/lib/i18n/messages/en/portfolio";
import { portfolioTexts } from "@/lib/i18n/messages/en/portfolio-texts";
import { feedTabWords, feedTextWords } from "@/lib/i18n/messages/en/feeds";
import { feedPanelTexts } from "@/lib/i18n/messages/en/feed-panel-texts";
import { socialCardWords } from "@/lib/i18n/messages/en/social-feeds";
import { resourceDetailWords, resourceFilterWords, resourceItemWords } from "@/lib/i18n/messages/en/resources";
import { resourceTexts } from "@/lib/i18n/messages/en/resource-texts";
import { blogTexts } from "@/lib/i18n/messages/en/blog-texts";
import { searchPageTexts } from "@/lib/i18n/messages/en/search-texts";
import { newsletterLinkTexts } from "@/lib/i18n/messages/en/newsletter-link-texts";
import { notFoundTexts } from "@/lib/i18n/messages/en/not-found-texts";
import { receiptTexts } from "@/lib/i18n/messages/en/receipt-texts";
import { policyWords } from "@/lib/i18n/messages/en/policies";
import { validationMessages } from "@/lib/validation/messages";
import { siteName } from "@/lib/seo/site-metadata";
import type { Locale, PrefixedLocale } from "./locales";
import hi from "./messages/hi.json" with { type: "json" };
import te from "./messages/te.json" with { type: "json" };

const namesByPath = (items: readonly { name: string; path: string }[]) =>
  Object.fromEntries(items.map((item) => [item.path, item.name])) as Record<string, string>;

const labelsByValue = (options: readonly { value: string; label: string }[]) =>
  Object.fromEntries(options.map((option) => [option.value, option.label])) as Record<string, string>;

const featureWords = ({ title, description }: { title: string; description: string }) => ({ title, description });

/** A list's words keyed by each record's id: reordering the records never moves their words. */
function keyed<R extends { id: string }, W>(records: readonly R[], words: (record: R) => W): Record<R["id"], W> {
  return Object.fromEntries(records.map((record) => [record.id, words(record)])) as Record<R["id"], W>;
}

const labels = <R extends { id: string; label: string }>(records: readonly R[]) => keyed(records, (record) => record.label);

/** A page's own words (its records aside): title, description, hero, closing band. */
function pageWords({ title, description, heading, lead, cta }: PageTexts): PageWords {
  if (!cta) return { title, description, heading, lead };
  return {
    title,
    description,
    heading,
    lead,
    cta: { title: cta.title, text: cta.text, quote: cta.quote, other: (cta.other ?? contactUsLink).label },
  };
}

interface PageWords {
  title: string;
  description: string;
  heading: string;
  lead: string;
  cta?: { title: string; text: string; quote: string; other: string };
}

/**
 * Every English text a translated page shows, gathered from the catalogue in
 * the shape the message catalogues (messages/te.json, messages/hi.json)
 * repeat key for key. Figures, prices, addresses and links are not texts:
 * they stay in the catalogue, one for all languages.
 */
export const englishTexts = {
  site: { name: siteName },
  shell: shellTexts,
  navigation: {
    main: namesByPath(mainNavigation),
    services: namesByPath(serviceNavigation),
    quickLinks: namesByPath(footerQuickLinks),
    legal: namesByPath(legalLinks),
  },
  pages: {
    home: pageWords(pageTexts.home),
    whyChooseUs: pageWords(pageTexts.whyChooseUs),
    about: pageWords(pageTexts.about),
    whoWeServe: pageWords(pageTexts.whoWeServe),
    pricing: pageWords(pageTexts.pricing),
    optionalAddOns: pageWords(pageTexts.optionalAddOns),
    contact: pageWords(pageTexts.contact),
    careers: pageWords(pageTexts.careers),
    quote: pageWords(pageTexts.quote),
    services: pageWords(pageTexts.services),
    bankPaymentInfo: pageWords(pageTexts.bankPaymentInfo),
    portfolio: pageWords(pageTexts.portfolio),
    feeds: pageWords(pageTexts.feeds),
    resources: pageWords(pageTexts.resources),
    blog: pageWords(pageTexts.blog),
  },
  home: homeTexts,
  service: serviceTexts,
  whyChooseUs: whyChooseUsTexts,
  about: aboutTexts,
  whoWeServe: whoWeServeTexts,
  pricing: pricingTexts,
  contact: contactTexts,
  contactForm: contactFormTexts,
  careers: careersTexts,
  careerForm: careerFormTexts,
  quote: quoteTexts,
  servicesOverview: servicesOverviewTexts,
  policy: policyTexts,
  paymentInfo: paymentInfoTexts,
  portfolio: portfolioTexts,
  feeds: {
    tabs: feedTabWords,
    panels: feedPanelTexts,
    /** The social cards' descriptions, by network (the networks are names). */
    socialCards: socialCardWords,
    browser: feedTextWords,
  },
  resources: resourceTexts,
  blog: blogTexts,
  search: searchPageTexts,
  /** The 404 screen. */
  notFound: notFoundTexts,
  /** The pages the newsletter's confirm and unsubscribe links open. */
  newsletterLinks: newsletterLinkTexts,
  /** The legal pages' sections by id; a section with no list has an empty one. */
  policies: policyWords,
  /** What every form shares: the words around its fields, and its schema's messages. */
  form: { frame: formFrameTexts, messages: validationMessages },
  /** The visitor's own mail. */
  mail: acknowledgementTexts,
  /** A payment's receipt (page, PDF, the payer's mails). */
  receipt: receiptTexts,
  /**
   * The words of the catalogue's records that translated pages show, each
   * record's by its id; lists of words alone (story, commitments, a process's
   * steps) keep their order.
   */
  catalogue: {
    homeStats: labels(homeStats),
    homeFeatures: keyed(homeFeatures, featureWords),
    whyChooseUsBenefits: keyed(whyChooseUsBenefits, featureWords),
    whyChooseUsStats: labels(whyChooseUsStats),
    commitments,
    story,
    mission,
    vision,
    coreValues: keyed(coreValues, featureWords),
    legalLabels,
    /** The two company facts that are descriptions, not names. */
    companyFacts: { businessType: company.businessType, industry: company.industry },
    industries: keyed(industries, ({ title, description, services }) => ({ title, description, services })),
    idealClientTypes: keyed(idealClientTypes, featureWords),
    services: keyed(services, (service) => ({
      title: service.title,
      subtitle: service.subtitle,
      description: service.description,
      priceNote: service.priceNote,
      imageText: service.imageText,
      features: service.features,
      benefits: service.benefits,
      deliverables: service.deliverables,
      processSteps: service.processSteps,
      showcase: service.showcase,
      addOns: keyed(service.optionalAddOns, (addOn) => addOn.name),
    })),
    serviceStats: labels(serviceDetailStats),
    servicesOverviewStats: labels(servicesOverviewStats),
    serviceProcess: serviceProcess.map(featureWords),
    taxNote,
    testimonials: keyed(testimonials, ({ company, content, image }) => ({ company, content, image })),
    plans: keyed(plans, ({ name, description, features }) => ({ name, description, features })),
    enterprise: { ...enterpriseOffer, points: [...enterpriseOffer.points] },
    faqs: faqWords,
    /** The answers' links' labels, by question id (not every answer has one). */
    faqLinks: faqLinkWords,
    equipment: keyed(equipmentCategories, ({ category, included }) => ({ category, included })),
    addOns: keyed(addOns, ({ name, description, features, idealFor }) => ({ name, description, features, idealFor })),
    businessHours: keyed(businessHours, ({ days, hours }) => ({ days, hours })),
    /** How soon the team answers, as the contact page says it. */
    responseTimes: { inquiries: responseTimes.inquiries, quotes: responseTimes.quotes },
    optionWords,
    paymentMethods: paymentMethodWords,
    /** What the UPI card says of its QR code. */
    paymentQrCode: paymentQrCodeWords,
    paymentStatus: paymentStatusWords,
    jobs: keyed(jobOpenings, ({ title, location, summary }) => ({ title, location, summary })),
    jobTypes: jobTypeLabels,
    generalApplication,
    whyWorkWithUs: keyed(whyWorkWithUs, featureWords),
    /** The wizard's own choices by value (services, add-ons, rental kits and budgets are translated above; platforms are names). */
    quoteOptions: {
      timelines: labelsByValue(quoteOptions.timelines),
      urgencies: labelsByValue(quoteOptions.urgencies),
      // WhatsApp is a name in every language.
      preferredContact: labelsByValue(quoteOptions.preferredContact.filter((option) => option.value !== "whatsapp")),
      projectTypes: labelsByValue(quoteOptions.projectTypes),
      websiteTypes: labelsByValue(quoteOptions.websiteTypes),
      videoLengths: labelsByValue(quoteOptions.videoLengths),
      marketingGoals: labelsByValue(quoteOptions.marketingGoals),
    },
    // A project's client is a name, the same in every language.
    portfolio: portfolioWords,
    resources: {
      filters: resourceFilterWords,
      items: resourceItemWords,
      /** The two resources with an author, tags and an overview, by id. */
      details: resourceDetailWords,
    },
    addOnNotes: Object.fromEntries(addOns.flatMap((addOn) => (addOn.note ? [[addOn.id, addOn.note]] : []))) as Record<string, string>,
  },
};

/** The same texts in another language: every key of the English, each a string. */
export type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export type SiteTexts = Texts<typeof englishTexts>;

// Assigning the JSON to the type is the compile-time check that no key is missing.
const translations: Record<PrefixedLocale, SiteTexts> = { te, hi };

export function textsFor(locale: Locale): SiteTexts {
  return locale === "en" ? englishTexts : translations[locale];
}

import { coreValueWords, legalLabelWords, missionWords, storyWords, visionWords } from "@/lib/i18n/messages/en/about";
import { aboutTexts } from "@/lib/i18n/messages/en/about-texts";
import { homeTexts } from "@/lib/i18n/messages/en/home-texts";
import { navigationWords } from "@/lib/i18n/messages/en/navigation";
import { contactUsLink, pageTexts, type PageTexts } from "@/lib/i18n/messages/en/page-texts";
import { serviceTexts } from "@/lib/i18n/messages/en/service-texts";
import { serviceProcessWords, serviceWords, taxNote } from "@/lib/i18n/messages/en/services";
import { shellTexts } from "@/lib/i18n/messages/en/shell-texts";
import { homeStatWords, serviceDetailStatWords, servicesOverviewStatWords, whyChooseUsStatWords } from "@/lib/i18n/messages/en/stats";
import { commitmentWords, homeFeatureWords, whyChooseUsBenefitWords } from "@/lib/i18n/messages/en/features";
import { whyChooseUsTexts } from "@/lib/i18n/messages/en/why-choose-us-texts";
import { idealClientTypeWords, industryWords } from "@/lib/i18n/messages/en/audiences";
import { whoWeServeTexts } from "@/lib/i18n/messages/en/who-we-serve-texts";
import { testimonialWords } from "@/lib/i18n/messages/en/testimonials";
import { addOnNoteWords, addOnWords } from "@/lib/i18n/messages/en/addons";
import { equipmentWords } from "@/lib/i18n/messages/en/equipment";
import { faqLinkWords, faqWords } from "@/lib/i18n/messages/en/faqs";
import { enterpriseWords, planWords } from "@/lib/i18n/messages/en/plans";
import { pricingTexts } from "@/lib/i18n/messages/en/pricing-texts";
import { businessHourWords, companyFactWords, responseTimeWords } from "@/lib/i18n/messages/en/company";
import { contactFormTexts } from "@/lib/i18n/messages/en/contact-form-texts";
import { optionWords } from "@/lib/i18n/messages/en/contact-options";
import { contactTexts } from "@/lib/i18n/messages/en/contact-texts";
import { formFrameTexts } from "@/lib/i18n/messages/en/form-texts";
import { acknowledgementTexts } from "@/lib/i18n/messages/en/mail-texts";
import { careerFormTexts } from "@/lib/i18n/messages/en/career-form-texts";
import { generalApplicationWords, jobTypeWords, jobWords, whyWorkWithUsWords } from "@/lib/i18n/messages/en/careers";
import { careersTexts } from "@/lib/i18n/messages/en/careers-texts";
import { quoteOptionWords } from "@/lib/i18n/messages/en/quote-options";
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
import { validationMessages } from "@/lib/i18n/messages/en/validation-messages";
import { siteName } from "./messages/en/site-texts";
import type { Locale, PrefixedLocale } from "./locales";
import hi from "./messages/hi.json" with { type: "json" };
import te from "./messages/te.json" with { type: "json" };

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

/** Every page's words of en/page-texts.ts, by the same ids: a new page there is a new page here. */
function pagesWords<T extends Record<string, PageTexts>>(texts: T): { [K in keyof T]: PageWords } {
  return Object.fromEntries(Object.entries(texts).map(([id, page]) => [id, pageWords(page)])) as { [K in keyof T]: PageWords };
}

interface PageWords {
  title: string;
  description: string;
  heading: string;
  lead: string;
  cta?: { title: string; text: string; quote: string; other: string };
}

/**
 * The English message catalogue in one tree: the modules of messages/en/
 * (split so that a client part imports only its own words), in the shape
 * messages/te.json and messages/hi.json repeat key for key. Figures, prices,
 * addresses and links are not texts: they stay in lib/catalogue, one for all
 * languages; records/ lays each language's words over them, English included.
 */
export const englishTexts = {
  site: { name: siteName },
  shell: shellTexts,
  navigation: navigationWords,
  pages: pagesWords(pageTexts),
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
   * The words of lib/catalogue's records, each record's by its id (a choice's
   * by the value it stores, a link's by its path); lists of words alone
   * (story, commitments, a process's steps) keep their order.
   */
  catalogue: {
    homeStats: homeStatWords,
    homeFeatures: homeFeatureWords,
    whyChooseUsBenefits: whyChooseUsBenefitWords,
    whyChooseUsStats: whyChooseUsStatWords,
    commitments: commitmentWords,
    story: storyWords,
    mission: missionWords,
    vision: visionWords,
    coreValues: coreValueWords,
    legalLabels: legalLabelWords,
    /** The two company facts that are descriptions, not names. */
    companyFacts: companyFactWords,
    industries: industryWords,
    idealClientTypes: idealClientTypeWords,
    services: serviceWords,
    serviceStats: serviceDetailStatWords,
    servicesOverviewStats: servicesOverviewStatWords,
    serviceProcess: serviceProcessWords,
    taxNote,
    testimonials: testimonialWords,
    plans: planWords,
    enterprise: enterpriseWords,
    faqs: faqWords,
    /** The answers' links' labels, by question id (not every answer has one). */
    faqLinks: faqLinkWords,
    equipment: equipmentWords,
    addOns: addOnWords,
    businessHours: businessHourWords,
    /** How soon the team answers, as the contact page says it. */
    responseTimes: responseTimeWords,
    optionWords,
    paymentMethods: paymentMethodWords,
    /** What the UPI card says of its QR code. */
    paymentQrCode: paymentQrCodeWords,
    paymentStatus: paymentStatusWords,
    jobs: jobWords,
    jobTypes: jobTypeWords,
    generalApplication: generalApplicationWords,
    whyWorkWithUs: whyWorkWithUsWords,
    /** The wizard's own choices by value (services, add-ons, rental kits and budgets are translated above; platforms are names). */
    quoteOptions: quoteOptionWords,
    // A project's client is a name, the same in every language.
    portfolio: portfolioWords,
    resources: {
      filters: resourceFilterWords,
      items: resourceItemWords,
      /** The two resources with an author, tags and an overview, by id. */
      details: resourceDetailWords,
    },
    addOnNotes: addOnNoteWords,
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

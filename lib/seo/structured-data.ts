import { jobPath, type JobType } from "@/lib/catalogue/careers";
import { type JobOpening } from "@/lib/i18n/records/careers";
import { addressLine, company } from "@/lib/catalogue/company";
import { businessHourFacts } from "@/lib/catalogue/company";
import type { Faq } from "@/lib/i18n/records/faqs";
import { taxNote, type Service } from "@/lib/i18n/records/services";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { absoluteUrl, siteUrl } from "./site";

// schema.org JSON-LD for search engines, built from the catalogue (one source
// for every fact). Pure functions; components/seo/json-ld.tsx renders them.

export type JsonLd = Record<string, unknown>;

const businessId = `${siteUrl}/#business`;

const postalAddress = {
  "@type": "PostalAddress",
  streetAddress: company.address.street,
  addressLocality: company.address.locality,
  addressRegion: company.address.region,
  postalCode: company.address.postalCode,
  addressCountry: company.address.country,
};

/**
 * A translated page as a WebPage in its language, part of the business's site. English pages,
 * the x-default, need none: their <html lang> says it, and their HTML budget has no room.
 */
export function translatedPageJsonLd(page: { name: string; description: string; path: string; inLanguage: string }): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: page.name,
    description: page.description,
    url: absoluteUrl(page.path),
    inLanguage: page.inLanguage,
    publisher: { "@id": businessId },
  };
}

/** The agency as a ProfessionalService (a LocalBusiness): address, hours, contact point. */
export function businessJsonLd(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": businessId,
    name: company.name,
    legalName: company.legalName,
    url: siteUrl,
    logo: absoluteUrl("/logo.svg"),
    image: absoluteUrl("/logo.svg"),
    email: company.email,
    telephone: company.phone.e164,
    address: postalAddress,
    areaServed: { "@type": "Country", name: "India" },
    currenciesAccepted: "INR",
    foundingDate: company.incorporatedOn,
    openingHoursSpecification: businessHourFacts
      .filter((day) => day.opens !== null)
      .map((day) => ({ "@type": "OpeningHoursSpecification", dayOfWeek: day.dayOfWeek, opens: day.opens, closes: day.closes })),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      email: company.email,
      telephone: company.phone.e164,
      areaServed: "IN",
      availableLanguage: ["en", "hi", "te"],
    },
  };
}

/** A service with its starting price as an Offer in INR, excluding GST. */
export function serviceJsonLd(service: Service, path: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    description: service.description,
    serviceType: service.title,
    url: absoluteUrl(path),
    areaServed: { "@type": "Country", name: "India" },
    provider: { "@type": "ProfessionalService", "@id": businessId, name: company.name, address: postalAddress },
    offers: {
      "@type": "Offer",
      price: service.rawPrice,
      priceCurrency: "INR",
      description: `Starting price: ${service.priceNote}. ${taxNote}`,
      priceSpecification: {
        "@type": "PriceSpecification",
        price: service.rawPrice,
        priceCurrency: "INR",
        valueAddedTaxIncluded: false,
      },
      availability: "https://schema.org/InStock",
      url: absoluteUrl(path),
    },
  };
}

/** `inLanguage` for a translated page's FAQ; English pages leave it out, as they always have. */
export function faqJsonLd(faqs: readonly Faq[], inLanguage?: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    ...(inLanguage ? { inLanguage } : {}),
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

const employmentTypes: Record<JobType, string[]> = {
  "full-time": ["FULL_TIME"],
  "part-time/freelance": ["PART_TIME", "CONTRACTOR"],
  contract: ["CONTRACTOR"],
};

/** Text for a field schema.org reads as HTML (a JobPosting's description). */
function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** An opening's words in its page's language (the catalogue's English ones on the English page). */
export interface JobPostingWords {
  title: string;
  summary: string;
  location: string;
  typeLabel: string;
  /** The page's lists (duties, requirements) and the pay line, as the page words them. */
  sections: readonly { heading: string; items: readonly string[] }[];
  pay: { heading: string; text: string };
}

/** Google reads the unit of a salary from these words. */
const salaryUnits = { month: "MONTH", day: "DAY" } as const;

/**
 * One opening as a JobPosting, for its own page (in any language: `path` is
 * that page's, `identifier` the same in all three), with the fields Google
 * recommends that the agency's facts fill: the pay where stated, applications
 * taken on the site itself (directApply), and for a remote opening
 * TELECOMMUTE with applicants from anywhere in India. Hybrid and on-site
 * openings are worked at the office, which Google reads from jobLocation
 * alone (TELECOMMUTE is for jobs done fully remotely).
 */
export function jobPostingJsonLd(job: JobOpening, words: JobPostingWords, locale: Locale = "en"): JsonLd {
  const remote = job.workplace === "remote";
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  const sections = words.sections.map(
    ({ heading, items }) => `<h3>${escapeHtml(heading)}</h3><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`,
  );
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: words.title,
    description: [
      paragraph(words.summary),
      paragraph(`${words.location}, ${words.typeLabel}`),
      ...sections,
      `<h3>${escapeHtml(words.pay.heading)}</h3>`,
      paragraph(words.pay.text),
    ].join(""),
    identifier: { "@type": "PropertyValue", name: company.name, value: job.id },
    datePosted: job.postedOn,
    validThrough: job.validThrough,
    employmentType: employmentTypes[job.type],
    hiringOrganization: { "@type": "Organization", name: company.name, sameAs: siteUrl, logo: absoluteUrl("/logo.svg") },
    ...(remote
      ? { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "India" } }
      : { jobLocation: { "@type": "Place", address: { ...postalAddress, streetAddress: addressLine } } }),
    ...(job.pay
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: "INR",
            value: { "@type": "QuantitativeValue", minValue: job.pay.min, maxValue: job.pay.max, unitText: salaryUnits[job.pay.per] },
          },
        }
      : {}),
    directApply: true,
    url: absoluteUrl(localePath(locale, jobPath(job))),
  };
}

/** A post of the agency's blog as the schema.org type search engines read for articles. */
export interface BlogPostingFacts {
  title: string;
  slug: string;
  /** ISO date-times; a post without a date has none to give. */
  publishedAt: string | null;
  updatedAt?: string | null;
  authorName: string | null;
  /** The post's image (a CDN URL, or the local placeholder's path). */
  imageUrl: string;
  description: string;
}

const publisher = {
  "@type": "Organization",
  "@id": businessId,
  name: company.name,
  logo: { "@type": "ImageObject", url: absoluteUrl("/logo.svg") },
};

export function blogPostingJsonLd(post: BlogPostingFacts): JsonLd {
  const url = absoluteUrl(`/blog/${encodeURIComponent(post.slug)}`);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    inLanguage: "en",
    image: /^https?:\/\//.test(post.imageUrl) ? post.imageUrl : absoluteUrl(post.imageUrl),
    ...(post.publishedAt ? { datePublished: post.publishedAt, dateModified: post.updatedAt || post.publishedAt } : {}),
    // A post without a named author is the agency's own.
    author: post.authorName ? { "@type": "Person", name: post.authorName } : { "@type": "Organization", name: company.name, url: siteUrl },
    publisher,
  };
}

/**
 * The home page's structured data as one graph: the business, and the site as a
 * WebSite whose SearchAction is /search?q= in the page's language. Lean on
 * purpose: a page carries its JSON-LD twice (HTML and hydration data), and the
 * home page's HTML is at its budget; its name and address repeat the
 * business's, which gzip stores once.
 */
export function homeJsonLd(locale: Locale): JsonLd {
  const { "@context": context, ...business } = businessJsonLd();
  return {
    "@context": context,
    "@graph": [
      business,
      {
        "@type": "WebSite",
        name: company.name,
        url: absoluteUrl(localePath(locale, "/")).replace(/\/$/, ""),
        potentialAction: {
          "@type": "SearchAction",
          target: `${absoluteUrl(localePath(locale, "/search"))}?q={search_term_string}`,
          "query-input": "required name=search_term_string",
        },
      },
    ],
  };
}

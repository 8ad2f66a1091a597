import { jobOpenings, jobsPostedOn, type JobOpening, type JobType } from "@/lib/catalogue/careers";
import { addressLine, businessHours, company } from "@/lib/catalogue/company";
import type { Faq } from "@/lib/catalogue/faqs";
import { taxNote, type Service } from "@/lib/catalogue/services";
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
    openingHoursSpecification: businessHours
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

export function jobPostingJsonLd(job: JobOpening): JsonLd {
  const remote = job.location === "remote";
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: `<p>${company.name}, a digital media agency in Hyderabad, is hiring a ${job.title} (${job.location}, ${job.type}). Apply on our careers page with your resume.</p>`,
    datePosted: jobsPostedOn,
    employmentType: employmentTypes[job.type],
    hiringOrganization: { "@type": "Organization", name: company.name, sameAs: siteUrl, logo: absoluteUrl("/logo.svg") },
    ...(remote
      ? { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "India" } }
      : { jobLocation: { "@type": "Place", address: { ...postalAddress, streetAddress: addressLine } } }),
    directApply: true,
    url: absoluteUrl(`/careers?position=${job.id}#apply`),
  };
}

export function jobPostingsJsonLd(): JsonLd[] {
  return jobOpenings.map(jobPostingJsonLd);
}

import { describe, expect, it } from "vitest";
import { jobOpenings } from "@/lib/catalogue/careers";
import { businessHours, company } from "@/lib/catalogue/company";
import { pricingFaqs } from "@/lib/catalogue/faqs";
import { services } from "@/lib/catalogue/services";
import { breadcrumbJsonLd } from "./breadcrumb-json-ld";
import { businessJsonLd, faqJsonLd, jobPostingJsonLd, serviceJsonLd } from "./structured-data";

describe("structured data", () => {
  it("describes the business with its address, opening hours and a contact point", () => {
    const business = businessJsonLd();

    expect(business).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ProfessionalService",
      name: company.name,
      address: { "@type": "PostalAddress", addressLocality: "Hyderabad", addressCountry: "IN" },
      contactPoint: { "@type": "ContactPoint", email: company.email, telephone: company.phone.e164 },
    });
    // Monday-Friday and Saturday; Sunday is closed and absent.
    expect(business.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: businessHours[0].dayOfWeek, opens: "09:00", closes: "18:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "10:00", closes: "16:00" },
    ]);
  });

  it.each(services.map((service) => [service.id, service] as const))(
    "offers service %s at its catalogue price in INR, GST excluded",
    (_id, service) => {
      const data = serviceJsonLd(service, `/services/${service.id}`);

      expect(data).toMatchObject({
        "@type": "Service",
        name: service.title,
        offers: {
          "@type": "Offer",
          price: service.rawPrice,
          priceCurrency: "INR",
          priceSpecification: { valueAddedTaxIncluded: false, price: service.rawPrice },
        },
      });
      expect(String((data.offers as { description: string }).description)).toContain("exclude GST");
    },
  );

  it("lists every pricing FAQ as a question with an accepted answer", () => {
    const data = faqJsonLd(pricingFaqs);

    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity).toHaveLength(pricingFaqs.length);
    expect((data.mainEntity as unknown[])[0]).toEqual({
      "@type": "Question",
      name: pricingFaqs[0]?.question,
      acceptedAnswer: { "@type": "Answer", text: pricingFaqs[0]?.answer },
    });
  });

  it("numbers breadcrumb items from 1 with absolute URLs", () => {
    const data = breadcrumbJsonLd([
      { label: "Home", href: "/" },
      { label: "Services", href: "/services" },
    ]);

    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "http://localhost:3000/" },
      { "@type": "ListItem", position: 2, name: "Services", item: "http://localhost:3000/services" },
    ]);
  });

  it("posts each opening as a JobPosting with type, place or remote, date and employer", () => {
    const [onSite, remote, , , freelance] = jobOpenings.map(jobPostingJsonLd);

    expect(onSite).toMatchObject({
      "@type": "JobPosting",
      title: "Digital Marketing Specialist",
      employmentType: ["FULL_TIME"],
      datePosted: "2026-11-01",
    });
    expect(onSite?.jobLocation).toMatchObject({ "@type": "Place", address: { addressLocality: "Hyderabad" } });
    expect(remote).toMatchObject({ jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { name: "India" } });
    expect(remote).not.toHaveProperty("jobLocation");
    expect(freelance?.employmentType).toEqual(["PART_TIME", "CONTRACTOR"]);
    expect(onSite?.hiringOrganization).toMatchObject({ "@type": "Organization", name: company.name });
  });
});

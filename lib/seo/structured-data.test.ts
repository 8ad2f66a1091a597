import { describe, expect, it } from "vitest";
import { jobOpenings } from "@/lib/i18n/records/careers";
import { businessHours } from "@/lib/i18n/records/company";
import { company } from "@/lib/catalogue/company";
import { pricingFaqs } from "@/lib/i18n/records/faqs";
import { services } from "@/lib/i18n/records/services";
import { breadcrumbJsonLd } from "./breadcrumb-json-ld";
import { blogPostingJsonLd, businessJsonLd, faqJsonLd, homeJsonLd, jobPostingJsonLd, serviceJsonLd } from "./structured-data";

const englishWords = (job: (typeof jobOpenings)[number]) => ({
  title: job.title,
  summary: job.summary,
  location: job.location,
  typeLabel: job.type,
  sections: [
    { heading: "What you will do", items: job.duties },
    { heading: "What we look for", items: job.requirements },
  ],
  pay: { heading: "Pay", text: job.pay ? `${job.pay.min}-${job.pay.max}` : "As per experience" },
});

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

  it("posts each opening as a JobPosting with type, place or remote, dates, identifier and employer, at its own page", () => {
    const [onSite, remote, videoEditor, , freelance] = jobOpenings.map((job) => jobPostingJsonLd(job, englishWords(job)));

    expect(onSite).toMatchObject({
      "@type": "JobPosting",
      title: "Digital Marketing Specialist",
      employmentType: ["FULL_TIME"],
      datePosted: "2026-11-01",
      validThrough: "2027-01-31",
      identifier: { "@type": "PropertyValue", name: company.name, value: "digital-marketing-specialist" },
      url: "http://localhost:3000/careers/digital-marketing-specialist",
    });
    expect(onSite?.jobLocation).toMatchObject({ "@type": "Place", address: { addressLocality: "Hyderabad" } });
    expect(remote).toMatchObject({ jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "India" } });
    expect(remote).not.toHaveProperty("jobLocation");
    expect(freelance?.employmentType).toEqual(["PART_TIME", "CONTRACTOR"]);
    expect(onSite?.hiringOrganization).toMatchObject({ "@type": "Organization", name: company.name });
    expect(videoEditor?.description).toBe(
      `<p>${jobOpenings[2]?.summary}</p><p>Hyderabad (on-site), full-time</p>` +
        `<h3>What you will do</h3><ul>${jobOpenings[2]?.duties.map((duty) => `<li>${duty}</li>`).join("")}</ul>` +
        `<h3>What we look for</h3><ul>${jobOpenings[2]?.requirements.map((item) => `<li>${item}</li>`).join("")}</ul>` +
        "<h3>Pay</h3><p>20000-35000</p>",
    );
  });

  it("gives Google the pay where the agency states it, says applications are taken on the site, and names the remote openings' region", () => {
    const postings = jobOpenings.map((job) => jobPostingJsonLd(job, englishWords(job)));
    for (const posting of postings) expect(posting.directApply).toBe(true);
    expect(postings[0]?.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "INR",
      value: { "@type": "QuantitativeValue", minValue: 25_000, maxValue: 40_000, unitText: "MONTH" },
    });
    expect(postings[5]?.baseSalary).toMatchObject({ value: { minValue: 800, maxValue: 1_200, unitText: "DAY" } });
    // The graphic designer's pay is agreed after the interview: no salary is made up for it.
    expect(postings[4]).not.toHaveProperty("baseSalary");
    const remote = postings.filter((posting) => posting.jobLocationType === "TELECOMMUTE").map((posting) => posting.title);
    expect(remote).toEqual(["Social Media Manager", "Graphic Designer", "Content Writer & SEO Analyst"]);
    for (const posting of postings) {
      if (posting.jobLocationType) expect(posting.applicantLocationRequirements).toEqual({ "@type": "Country", name: "India" });
      else expect(posting.jobLocation).toMatchObject({ address: { addressLocality: "Hyderabad" } });
    }
  });

  it("posts a translated opening in its language at its translated address, under the same identifier", () => {
    const job = jobOpenings[0]!;
    const telugu = jobPostingJsonLd(
      job,
      {
        title: "డిజిటల్ మార్కెటింగ్ స్పెషలిస్ట్",
        summary: "<b>సారాంశం</b>",
        location: "హైదరాబాద్",
        typeLabel: "పూర్తి సమయం",
        sections: [],
        pay: { heading: "జీతం", text: "నెలకు ₹25,000 – ₹40,000" },
      },
      "te",
    );
    expect(telugu).toMatchObject({
      title: "డిజిటల్ మార్కెటింగ్ స్పెషలిస్ట్",
      url: "http://localhost:3000/te/careers/digital-marketing-specialist",
      identifier: { value: job.id },
    });
    expect(telugu.description).toBe("<p>&lt;b&gt;సారాంశం&lt;/b&gt;</p><p>హైదరాబాద్, పూర్తి సమయం</p><h3>జీతం</h3><p>నెలకు ₹25,000 – ₹40,000</p>");
  });

  it("describes a blog post as a BlogPosting with headline, dates, author, image and publisher", () => {
    const post = blogPostingJsonLd({
      title: "Local SEO: a checklist",
      slug: "local-seo-checklist",
      publishedAt: "2025-01-10T09:00:00Z",
      updatedAt: null,
      authorName: "Priya Raman",
      imageUrl: "/blog/placeholder.svg",
      description: "Ten steps.",
    });
    expect(post).toEqual({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: "Local SEO: a checklist",
      description: "Ten steps.",
      url: "http://localhost:3000/blog/local-seo-checklist",
      mainEntityOfPage: { "@type": "WebPage", "@id": "http://localhost:3000/blog/local-seo-checklist" },
      inLanguage: "en",
      image: "http://localhost:3000/blog/placeholder.svg",
      datePublished: "2025-01-10T09:00:00Z",
      dateModified: "2025-01-10T09:00:00Z",
      author: { "@type": "Person", name: "Priya Raman" },
      publisher: expect.objectContaining({
        "@type": "Organization",
        name: company.name,
        logo: expect.objectContaining({ url: expect.stringMatching(/^http/) }),
      }),
    });
    const unsigned = blogPostingJsonLd({
      title: "T",
      slug: "t",
      publishedAt: null,
      authorName: null,
      imageUrl: "https://cdn.sanity.io/images/x.png",
      description: "T",
    });
    expect(unsigned).toMatchObject({
      author: { "@type": "Organization", name: company.name },
      image: "https://cdn.sanity.io/images/x.png",
    });
    expect(unsigned).not.toHaveProperty("datePublished");
  });

  it("puts the business and the site, with a SearchAction for its search in each language, in one graph", () => {
    const [business, site] = homeJsonLd("en")["@graph"] as Record<string, unknown>[];
    expect(homeJsonLd("en")["@context"]).toBe("https://schema.org");
    expect(business).toMatchObject({ "@type": "ProfessionalService", url: "http://localhost:3000" });
    expect(business).not.toHaveProperty("@context");
    expect(site).toEqual({
      "@type": "WebSite",
      name: business?.name,
      url: "http://localhost:3000",
      potentialAction: {
        "@type": "SearchAction",
        target: "http://localhost:3000/search?q={search_term_string}",
        "query-input": "required name=search_term_string",
      },
    });
    expect((homeJsonLd("hi")["@graph"] as Record<string, unknown>[])[1]).toMatchObject({
      url: "http://localhost:3000/hi",
      potentialAction: { target: "http://localhost:3000/hi/search?q={search_term_string}" },
    });
  });
});

import { describe, expect, it } from "vitest";
import { coreValues, legalInformation } from "@/lib/i18n/records/about";
import { idealClientTypes, industries } from "@/lib/i18n/records/audiences";
import { company } from "@/lib/catalogue/company";
import { companyFactWords } from "@/lib/i18n/messages/en/company";
import { commitments, homeFeatures, whyChooseUsBenefits } from "@/lib/i18n/records/features";
import { iconNames } from "@/lib/catalogue/icons";
import {
  allProjectsFilter,
  getPortfolioCategory,
  portfolioCategories,
  portfolioHighlights,
  portfolioProjects,
} from "@/lib/i18n/records/portfolio";
import { serviceIds } from "@/lib/catalogue/services";
import { homeStats, serviceDetailStats, servicesOverviewStats, whyChooseUsStats } from "@/lib/i18n/records/stats";
import { testimonials } from "@/lib/i18n/records/testimonials";

function expectUnique(values: readonly string[]) {
  expect(new Set(values).size).toBe(values.length);
}

describe("stats strips", () => {
  it("hold the spec's figures for each page", () => {
    const render = (stats: readonly { number: string; label: string }[]) => stats.map((stat) => `${stat.number} ${stat.label}`);
    expect(render(homeStats)).toEqual(["500+ Happy Clients", "1000+ Projects Completed", "98% Client Satisfaction", "5+ Years Experience"]);
    expect(render(servicesOverviewStats)).toEqual([
      "500+ Projects Completed",
      "98% Client Satisfaction",
      "50+ Team Members",
      "5+ Years Experience",
    ]);
    expect(render(serviceDetailStats)).toEqual([
      "24-48h Typical Response",
      "100+ Projects Initiated",
      "98% Satisfaction Goal",
      "5+ Years Combined Experience",
    ]);
    expect(render(whyChooseUsStats)).toEqual([
      "5+ Years of Experience",
      "150+ Projects Completed",
      "98% Client Satisfaction",
      "30% Avg. Growth Delivered",
    ]);
    expect(render(portfolioHighlights)).toEqual(["500+ Projects", "98% Satisfaction", "250% Average ROI Increase", "50+ Industries"]);
  });

  it("name only registered icons", () => {
    const all = [...homeStats, ...servicesOverviewStats, ...serviceDetailStats, ...whyChooseUsStats, ...portfolioHighlights];
    for (const stat of all) expect(iconNames).toContain(stat.icon);
  });
});

describe("features", () => {
  it("has four home features, six benefits, four commitments and four core values, each titled uniquely", () => {
    expect(homeFeatures).toHaveLength(4);
    expect(whyChooseUsBenefits).toHaveLength(6);
    expect(commitments).toHaveLength(4);
    expect(coreValues.map((value) => value.title)).toEqual([
      "Passion for Excellence",
      "Client-Centric Approach",
      "Innovation and Creativity",
      "Quality Assurance",
    ]);
    for (const list of [homeFeatures, whyChooseUsBenefits, coreValues]) expectUnique(list.map((feature) => feature.title));
  });
});

describe("testimonials", () => {
  it("have unique ids, whole ratings from 1 to 5 and all their fields", () => {
    expect(testimonials.length).toBeGreaterThanOrEqual(3);
    expectUnique(testimonials.map((testimonial) => testimonial.id));
    for (const testimonial of testimonials) {
      expect(Number.isInteger(testimonial.rating)).toBe(true);
      expect(testimonial.rating).toBeGreaterThanOrEqual(1);
      expect(testimonial.rating).toBeLessThanOrEqual(5);
      for (const text of [testimonial.name, testimonial.company, testimonial.content, testimonial.image]) expect(text.trim()).not.toBe("");
    }
  });
});

describe("portfolio", () => {
  it("offers the spec's filters in order", () => {
    expect([allProjectsFilter.label, ...portfolioCategories.map((category) => category.label)]).toEqual([
      "All Projects",
      "Social Media",
      "Production",
      "Video Editing",
      "Digital Marketing",
      "Web Development",
    ]);
    expectUnique([allProjectsFilter.id, ...portfolioCategories.map((category) => category.id)]);
  });

  it("maps every filter to a distinct existing service", () => {
    const mapped = portfolioCategories.map((category) => category.serviceId);
    expectUnique(mapped);
    for (const serviceId of mapped) expect(serviceIds).toContain(serviceId);
  });

  it("has nine projects with unique ids, each in a filter category and with every field", () => {
    expect(portfolioProjects).toHaveLength(9);
    expectUnique(portfolioProjects.map((project) => project.id));
    expectUnique(portfolioProjects.map((project) => project.title));
    const categoryIds = portfolioCategories.map((category) => category.id);
    for (const project of portfolioProjects) {
      expect(categoryIds).toContain(project.category);
      expect(getPortfolioCategory(project.category).id).toBe(project.category);
      for (const text of [project.title, project.description, project.image, project.client, project.results])
        expect(text.trim()).not.toBe("");
    }
  });

  it("shows at least one project under every filter", () => {
    for (const category of portfolioCategories) {
      expect(
        portfolioProjects.some((project) => project.category === category.id),
        category.label,
      ).toBe(true);
    }
  });
});

describe("about", () => {
  it("reads the legal information from the company facts", () => {
    const byLabel = new Map(legalInformation.map((row) => [row.label, row.value]));
    expect(byLabel.get("Legal Name")).toBe(company.legalName);
    expect(byLabel.get("Corporate Identification Number (CIN)")).toBe(company.cin);
    expect(byLabel.get("Date of Incorporation")).toBe("29 December 2023");
    expect(byLabel.get("Industry")).toBe(companyFactWords.industry);
  });
});

describe("audiences", () => {
  it("has six industries and three ideal client types with unique ids", () => {
    expect(industries).toHaveLength(6);
    expect(idealClientTypes).toHaveLength(3);
    expectUnique(industries.map((industry) => industry.id));
    expectUnique(idealClientTypes.map((type) => type.id));
  });
});

import { describe, expect, it } from "vitest";
import { findResource, resourceFilters, resources } from "@/lib/i18n/records/resources";
import { matchesResource, resourceHref } from "@/lib/catalogue/resources";

describe("resources catalogue", () => {
  it("has eight resources with unique ids, and detail data only for the spec's two", () => {
    expect(resources).toHaveLength(8);
    expect(new Set(resources.map((resource) => resource.id)).size).toBe(8);
    expect(resources.filter((resource) => resource.detail).map((resource) => resource.id)).toEqual(["sm-guide-1", "prod-checklist-1"]);
  });

  it("labels the categories as the spec does, with all first", () => {
    expect(resourceFilters.map((filter) => [filter.id, filter.label])).toEqual([
      ["all", "All Resources"],
      ["marketing", "Social Media Marketing"],
      ["production", "Equipment & Production"],
      ["entertainment", "Video Editing"],
      ["emark", "Digital Marketing (SEO/PPC)"],
      ["web", "Web Development"],
      ["general", "General Guides"],
    ]);
  });

  it("uses valid ISO dates", () => {
    for (const resource of resources) {
      expect(resource.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(resource.date))).toBe(false);
    }
  });

  it("finds a resource only when category and id both match", () => {
    expect(findResource("marketing", "sm-guide-1")?.title).toMatch(/Social Media/);
    expect(findResource("production", "sm-guide-1")).toBeUndefined();
    expect(findResource("marketing", "nope")).toBeUndefined();
    expect(resourceHref({ category: "production", id: "prod-checklist-1" })).toBe("/resources/production/prod-checklist-1");
  });

  it("filters by category and case-insensitive text on title or description together", () => {
    const titles = (filter: Parameters<typeof matchesResource>[1], search: string) =>
      resources.filter((resource) => matchesResource(resource, filter, search)).map((resource) => resource.id);

    expect(titles("all", "")).toHaveLength(8);
    expect(titles("emark", "")).toEqual(["seo-checklist-1", "ppc-planner-1"]);
    expect(titles("all", "CHECKLIST")).toEqual(["prod-checklist-1", "seo-checklist-1", "web-launch-1"]);
    // "rupee" appears only in the PPC planner's description.
    expect(titles("all", "rupee")).toEqual(["ppc-planner-1"]);
    expect(titles("web", "checklist")).toEqual(["web-launch-1"]);
    expect(titles("general", "checklist")).toEqual([]);
    expect(titles("all", "   ")).toHaveLength(8);
  });
});

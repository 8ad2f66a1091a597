import { describe, expect, it } from "vitest";
import { applyingForOptions, findJobOpening, generalApplication, jobOpenings } from "@/lib/i18n/records/careers";

describe("careers catalogue", () => {
  it("has the spec's seven openings with their locations and types", () => {
    expect(jobOpenings.map((job) => [job.title, job.location, job.type])).toEqual([
      ["Digital Marketing Specialist", "Hyderabad (hybrid)", "full-time"],
      ["Social Media Manager", "remote", "full-time"],
      ["Video Editor & Motion Graphics Artist", "Hyderabad (on-site)", "full-time"],
      ["Web Developer (React & Node.js)", "Hyderabad (hybrid)", "full-time"],
      ["Graphic Designer", "remote", "part-time/freelance"],
      ["Handyman - General Maintenance (Local)", "Hyderabad (local)", "contract"],
      ["Content Writer & SEO Analyst", "remote", "full-time"],
    ]);
  });

  it("gives every opening a unique URL-safe id", () => {
    const ids = jobOpenings.map((job) => job.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("offers the seven titles then the general application", () => {
    expect(applyingForOptions).toHaveLength(8);
    expect(applyingForOptions.at(-1)).toBe("Other / General Application");
    expect(applyingForOptions.at(-1)).toBe(generalApplication);
  });

  it("finds an opening by id and ignores unknown or missing ids", () => {
    expect(findJobOpening("graphic-designer")?.title).toBe("Graphic Designer");
    expect(findJobOpening("astronaut")).toBeUndefined();
    expect(findJobOpening(null)).toBeUndefined();
  });
});

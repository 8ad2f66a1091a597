import { describe, expect, it } from "vitest";
import { jobOpenings } from "@/lib/i18n/records/careers";
import { jobPath } from "@/lib/catalogue/careers";
import { resourceHref } from "@/lib/catalogue/resources";
import { resources } from "@/lib/i18n/records/resources";
import { serviceIds, servicePath } from "@/lib/catalogue/services";
import { listedPaths } from "@/lib/routing/pages";
import { localePath, pathIn, splitLocalePath, translatedPaths, translationOf } from "./locales";

describe("addresses in a language", () => {
  it("keep English at today's URLs and put the others under their prefix", () => {
    expect(localePath("en", "/pricing")).toBe("/pricing");
    expect(localePath("te", "/")).toBe("/te");
    expect(localePath("hi", "/pricing")).toBe("/hi/pricing");
  });

  it("split back into language and page", () => {
    expect(splitLocalePath("/te")).toEqual({ locale: "te", path: "/" });
    expect(splitLocalePath("/hi/services/web")).toEqual({ locale: "hi", path: "/services/web" });
    expect(splitLocalePath("/terms")).toEqual({ locale: "en", path: "/terms" });
  });

  it("are pages of the site, each once: every service page, every resource, every opening, and otherwise the registry's public pages", () => {
    const catalogued = [...serviceIds.map(servicePath), ...resources.map(resourceHref), ...jobOpenings.map(jobPath)];
    const listed = new Set([...listedPaths(), "/search", ...catalogued]);
    expect(translatedPaths).toEqual(expect.arrayContaining(["/", ...catalogued]));
    for (const path of translatedPaths) expect(listed.has(path), path).toBe(true);
    expect(new Set(translatedPaths).size).toBe(translatedPaths.length);
  });

  it("link to a translation only where one exists", () => {
    expect(pathIn("te", "/")).toBe("/te");
    expect(pathIn("te", "/pricing")).toBe("/te/pricing");
    expect(pathIn("te", "/blog")).toBe("/te/blog");
    expect(pathIn("te", "/blog/reels-that-convert")).toBe("/blog/reels-that-convert");
    expect(pathIn("hi", "/quote?service=web")).toBe("/hi/quote?service=web");
    expect(pathIn("te", "/careers?position=graphic-designer#apply")).toBe("/te/careers?position=graphic-designer#apply");
    expect(pathIn("te", "/search?q=seo")).toBe("/te/search?q=seo");
    expect(pathIn("en", "/")).toBe("/");
  });

  it("switch language to the same page, or from an English-only one to the nearest translated page above it", () => {
    expect(translationOf("/pricing")).toBe("/pricing");
    expect(translationOf("/resources/web/web-launch-1")).toBe("/resources/web/web-launch-1");
    expect(translationOf("/blog/reels-that-convert")).toBe("/blog");
    expect(translationOf("/search")).toBe("/search");
    expect(translationOf("/admin/quotes")).toBe("/");
    expect(translationOf("/")).toBe("/");
  });
});

import { describe, expect, it } from "vitest";
import { localePath, pathIn, splitLocalePath, translationOf } from "./locales";

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

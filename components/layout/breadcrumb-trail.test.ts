import { describe, expect, it } from "vitest";
import { breadcrumbTrail } from "./breadcrumb-trail";

describe("breadcrumbTrail", () => {
  it("is empty on the home page", () => {
    expect(breadcrumbTrail("/")).toEqual([]);
  });

  it("starts with Home and capitalises each word of a dashed segment", () => {
    expect(breadcrumbTrail("/why-choose-us")).toEqual([
      { label: "Home", href: "/" },
      { label: "Why Choose Us", href: "/why-choose-us" },
    ]);
  });

  it("links every level of a nested path to its own prefix", () => {
    expect(breadcrumbTrail("/resources/guides/seo-basics-2024/")).toEqual([
      { label: "Home", href: "/" },
      { label: "Resources", href: "/resources" },
      { label: "Guides", href: "/resources#guides" },
      { label: "Seo Basics 2024", href: "/resources/guides/seo-basics-2024" },
    ]);
  });

  it("links a resource's category to the library filtered to it, not to its redirecting address", () => {
    expect(breadcrumbTrail("/resources/marketing/sm-guide-1")[2]).toEqual({ label: "Marketing", href: "/resources#marketing" });
    expect(breadcrumbTrail("/resources")[1]).toEqual({ label: "Resources", href: "/resources" });
  });

  it("decodes escaped characters and keeps malformed ones as typed", () => {
    expect(breadcrumbTrail("/blog/caf%C3%A9-launch").at(-1)?.label).toBe("Café Launch");
    expect(breadcrumbTrail("/blog/100%-growth").at(-1)?.label).toBe("100% Growth");
  });

  it("starts a Telugu or Hindi page's trail at that language's home, named in it", () => {
    expect(breadcrumbTrail("/te")).toEqual([]);
    expect(breadcrumbTrail("/hi/services/web", "होम", { "/services": "सेवाएँ", "/services/web": "वेब डेवलपमेंट" })).toEqual([
      { label: "होम", href: "/hi" },
      { label: "सेवाएँ", href: "/hi/services" },
      { label: "वेब डेवलपमेंट", href: "/hi/services/web" },
    ]);
    // A level not translated leads to its English page...
    const resource = "/te/resources/marketing/sm-guide-1";
    expect(breadcrumbTrail("/te/blog/launch", "హోమ్")[2]).toEqual({ label: "Launch", href: "/blog/launch" });
    // ...unless every level exists in the language, as below the translated library, which names its own levels.
    expect(breadcrumbTrail(resource, "హోమ్", { "/resources/marketing": "సోషల్ మీడియా మార్కెటింగ్" }, true)[2]).toEqual({
      label: "సోషల్ మీడియా మార్కెటింగ్",
      href: "/te/resources#marketing",
    });
    // Only the site's languages are prefixes: /tea is a page of its own.
    expect(breadcrumbTrail("/tea")[0]).toEqual({ label: "Home", href: "/" });
  });
});

import { describe, expect, it } from "vitest";
import { addOns } from "@/lib/i18n/records/addons";
import { resources } from "@/lib/i18n/records/resources";
import { services } from "@/lib/i18n/records/services";
import { placeholderImage } from "@/lib/cms/image";
import { postDocuments, siteDocuments, type SearchDocument } from "./documents";
import { maxQueryLength, searchSite, shortenExcerpt, stem, tokenize } from "./search";

const doc = (overrides: Partial<SearchDocument> & Pick<SearchDocument, "title">): SearchDocument => ({
  kind: "page",
  href: `/${overrides.title.toLowerCase().replace(/\W+/g, "-")}`,
  excerpt: "",
  keywords: [],
  ...overrides,
});

describe("tokenize", () => {
  it("lower-cases, splits on punctuation and drops duplicates", () => {
    expect(tokenize("  SEO-Pro  seo, Video!  ")).toEqual(["seo", "pro", "video"]);
  });

  it("drops single letters unless nothing else is left", () => {
    expect(tokenize("a video")).toEqual(["video"]);
    expect(tokenize("x")).toEqual(["x"]);
  });

  it("ignores text beyond the maximum query length", () => {
    expect(tokenize(`${"a".repeat(maxQueryLength)} overflow`)).toEqual(["a".repeat(maxQueryLength)]);
  });

  it("keeps Telugu and Devanagari words whole, vowel signs, viramas and joiners included", () => {
    expect(tokenize("వెబ్ డెవలప్‌మెంట్, वीडियो एडिटिंग")).toEqual(["వెబ్", "డెవలప్‌మెంట్", "वीडियो", "एडिटिंग"]);
  });

  it("gives nothing for an empty or punctuation-only query", () => {
    expect(tokenize("")).toEqual([]);
    expect(tokenize(" -- ")).toEqual([]);
  });
});

describe("stem", () => {
  it("takes the endings off what people call the one who does a service, and plurals", () => {
    expect(["developer", "developers", "editor", "marketer", "editing", "development", "videos"].map(stem)).toEqual([
      "develop",
      "develop",
      "edit",
      "market",
      "edit",
      "develop",
      "video",
    ]);
  });

  it("does the same for the loanwords Telugu and Hindi write", () => {
    expect(["డెవలపర్", "ఎడిటర్లు", "ఎడిటింగ్", "डेवलपर", "एडिटर्स", "डेवलपमेंट"].map(stem)).toEqual(["డెవలప", "ఎడిట", "ఎడిట", "डेवलप", "एडिट", "डेवलप"]);
  });

  it("leaves short words whole", () => {
    expect(["ads", "user", "seo", "order"].map(stem)).toEqual([null, null, null, null]);
  });
});

describe("searchSite over given documents", () => {
  const documents = [
    doc({ title: "Alpha Guide", excerpt: "About video editing." }),
    doc({ title: "Video Editing", excerpt: "Edits." }),
    doc({ title: "Beta", excerpt: "Nothing.", keywords: ["videography"] }),
    doc({ title: "Gamma", excerpt: "Unrelated." }),
  ];

  it("is case-insensitive and ranks title matches above excerpt and keyword matches", () => {
    expect(searchSite("VIDEO", documents).map((result) => result.title)).toEqual(["Video Editing", "Alpha Guide", "Beta"]);
  });

  it("requires every word to match somewhere", () => {
    expect(searchSite("video guide", documents).map((result) => result.title)).toEqual(["Alpha Guide"]);
    expect(searchSite("video gamma", documents)).toEqual([]);
  });

  it("returns title, href, excerpt and kind only", () => {
    expect(searchSite("gamma", documents)).toEqual([{ title: "Gamma", href: "/gamma", excerpt: "Unrelated.", kind: "page" }]);
  });

  it("orders ties by kind, then title", () => {
    const tied = [
      doc({ title: "Zeta Tools", kind: "page" }),
      doc({ title: "Beta Tools", kind: "resource" }),
      doc({ title: "Alpha Tools", kind: "resource" }),
      doc({ title: "Omega Tools", kind: "service" }),
    ];
    expect(searchSite("tools", tied).map((result) => result.title)).toEqual(["Omega Tools", "Alpha Tools", "Beta Tools", "Zeta Tools"]);
  });

  it("finds nothing for an empty query or an unknown word", () => {
    expect(searchSite("   ", documents)).toEqual([]);
    expect(searchSite("zzzqqq", documents)).toEqual([]);
  });
});

describe("shortenExcerpt", () => {
  it("keeps short text and cuts long text at a word with an ellipsis", () => {
    expect(shortenExcerpt("Short text.", 20)).toBe("Short text.");
    expect(shortenExcerpt("one two three four five", 12)).toBe("one two…");
  });
});

describe("the site's documents", () => {
  it("cover every service, plan, add-on and resource, and the site's pages", () => {
    const count = (kind: SearchDocument["kind"]) => siteDocuments().filter((document) => document.kind === kind).length;
    expect(count("service")).toBe(services.length);
    expect(count("plan")).toBe(services.length);
    expect(count("add-on")).toBe(addOns.length);
    expect(count("resource")).toBe(resources.length);
    const pages = siteDocuments()
      .filter((document) => document.kind === "page")
      .map((document) => document.href);
    expect(pages).toEqual(expect.arrayContaining(["/", "/careers", "/resources", "/privacy", "/feeds", "/blog"]));
    expect(new Set(pages).size).toBe(pages.length);
  });

  it("have a title, an internal link and an excerpt each", () => {
    for (const document of siteDocuments()) {
      expect(document.title, document.href).not.toBe("");
      expect(document.href).toMatch(/^\/[\w\-/#]*$/);
      expect(document.excerpt, document.title).not.toBe("");
    }
  });
});

describe("searchSite over the catalogue", () => {
  it("puts the service first when its name is searched", () => {
    const [first] = searchSite("social media marketing");
    expect(first).toMatchObject({ kind: "service", href: "/services/marketing", title: "Social Media Marketing" });
  });

  it("finds a service by its navigation name", () => {
    expect(searchSite("equipment rentals").map((result) => result.href)).toContain("/services/production");
  });

  it("finds add-ons by id or name and resources by tag", () => {
    expect(searchSite("seo-pro").map((result) => result.href)).toContain("/optional-addons#addon-seo-pro");
    const tagged = resources.find((resource) => resource.detail);
    const tag = tagged?.detail?.tags[0] ?? "";
    expect(searchSite(tag).map((result) => result.href)).toContain(`/resources/${tagged?.category}/${tagged?.id}`);
  });

  it("finds a service by what people call the one who does it", () => {
    expect(searchSite("web developer")[0]?.href).toBe("/services/web");
    expect(searchSite("video editors")[0]?.href).toBe("/services/entertainment");
    expect(searchSite("social media marketer")[0]?.href).toBe("/services/marketing");
  });

  it("counts a stem only at the start of a word", () => {
    const documents = [doc({ title: "Current Affairs" }), doc({ title: "Rental Kits" })];
    expect(searchSite("renters", documents).map((result) => result.title)).toEqual(["Rental Kits"]);
  });

  it("finds pages, including by an opening's title on careers", () => {
    expect(searchSite("refund")[0]?.href).toBe("/refund-policy");
    expect(searchSite("graphic designer").map((result) => result.href)).toContain("/careers");
  });
});

describe("searchSite in Telugu and Hindi", () => {
  it("finds a service by its name in the language, and links to its translation", () => {
    const [first] = searchSite("వీడియో ఎడిటింగ్", siteDocuments("te"));
    expect(first?.href).toBe("/te/services/entertainment");
    expect(searchSite("मूल्य", siteDocuments("hi")).length + searchSite("वेब", siteDocuments("hi")).length).toBeGreaterThan(0);
  });

  it("finds a service by its everyday name in the language, and in English", () => {
    expect(searchSite("వెబ్ డెవలపర్", siteDocuments("te"))[0]?.href).toBe("/te/services/web");
    expect(searchSite("వీడియో ఎడిటర్", siteDocuments("te"))[0]?.href).toBe("/te/services/entertainment");
    expect(searchSite("वेब डेवलपर", siteDocuments("hi"))[0]?.href).toBe("/hi/services/web");
    expect(searchSite("वीडियो एडिटर", siteDocuments("hi"))[0]?.href).toBe("/hi/services/entertainment");
    expect(searchSite("web developer", siteDocuments("te"))[0]?.href).toBe("/te/services/web");
  });

  it("still finds what a visitor types in English, and keeps every address in the language where one exists", () => {
    expect(searchSite("refund", siteDocuments("hi")).map((result) => result.href)).toContain("/hi/refund-policy");
    for (const document of siteDocuments("te")) expect(document.href, document.title).toMatch(/^\/te(\/|$|#)/);
  });

  it("shows every result's title and excerpt in the language", () => {
    const englishTitles = new Set(siteDocuments("en").map((document) => document.title));
    for (const locale of ["te", "hi"] as const) {
      for (const document of siteDocuments(locale)) {
        expect(englishTitles.has(document.title), document.title).toBe(false);
        expect(document.excerpt, document.href).toMatch(/[\u0900-\u097F\u0C00-\u0C7F]/);
      }
    }
  });
});

describe("the blog's posts in the search", () => {
  const posts = postDocuments([
    {
      id: "post-1",
      slug: "studio-lighting-basics",
      title: "Studio Lighting Basics",
      authorName: "Kavya Iyer",
      publishedAt: null,
      publishedLabel: null,
      image: placeholderImage,
      text: "Good light does more for a product video than any camera upgrade.",
      excerpt: "Good light does more…",
    },
  ]);

  it("finds a post by a word of its body and by its title, at its English address", () => {
    const documents = [...siteDocuments("te"), ...posts];
    expect(searchSite("camera upgrade", documents)).toEqual([
      { kind: "post", title: "Studio Lighting Basics", href: "/blog/studio-lighting-basics", excerpt: "Good light does more…" },
    ]);
    expect(searchSite("lighting basics", documents)[0]).toMatchObject({ kind: "post", href: "/blog/studio-lighting-basics" });
  });
});

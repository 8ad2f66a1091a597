import { describe, expect, it } from "vitest";
import { listedPaths } from "@/lib/routing/pages";
import { pageTexts } from "./page-texts";

const pages = Object.values(pageTexts);

describe("page texts", () => {
  it("give every page its own title and search description", () => {
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.description)).size).toBe(pages.length);
  });

  it("send a closing call to action's second button to a page of the site", () => {
    const others = pages.flatMap((page) => ("cta" in page && "other" in page.cta ? [page.cta.other.href] : []));
    expect(others).toEqual(["/contact", "/contact", "/services"]);
    for (const href of others) expect(listedPaths()).toContain(href);
  });

  it("keep the spec's figures where a text quotes one", () => {
    expect(pageTexts.contact.lead).toBe(
      "Have a project in mind? Tell us about it and our team will get back to you within 2-4 business hours.",
    );
    expect(pageTexts.pricing.lead).toMatch(/pay monthly or yearly\. All prices exclude GST\. Additional taxes may apply\.$/);
  });
});

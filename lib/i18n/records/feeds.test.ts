import { describe, expect, it } from "vitest";
import { defaultFeedTab, feedTabIds, truncateSnippet } from "@/lib/catalogue/feeds";
import { socialFeedCards } from "@/lib/i18n/records/social-feeds";

describe("feeds catalogue", () => {
  it("has the four tabs with news as default", () => {
    expect(feedTabIds).toEqual(["news", "blog", "rss", "social"]);
    expect(defaultFeedTab).toBe("news");
  });

  it("has the three social cards with absolute https links", () => {
    expect(socialFeedCards.map((card) => card.name)).toEqual(["YouTube", "Instagram", "Twitter / X"]);
    for (const card of socialFeedCards) expect(card.href).toMatch(/^https:\/\//);
  });

  it("cuts snippets to 150 characters followed by dots", () => {
    expect(truncateSnippet("a".repeat(151))).toBe(`${"a".repeat(150)}...`);
    expect(truncateSnippet("a".repeat(150))).toBe("a".repeat(150));
  });
});

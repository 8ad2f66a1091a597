import { afterEach, describe, expect, it, vi } from "vitest";
import { policyEffectiveDate } from "@/lib/catalogue/policies";
import { resources } from "@/lib/i18n/records/resources";
import { absoluteUrl } from "./site";
import { sitemapEntries, type SitemapPost } from "./sitemap";

const posts: SitemapPost[] = [
  { slug: "reels-that-convert", publishedAt: "2030-06-13T09:30:00+05:30" },
  { slug: "local-seo-checklist", publishedAt: "2024-05-02T10:00:00+05:30" },
];

const lastModifiedOf = (url: string) => sitemapEntries(posts).find((entry) => entry.url === absoluteUrl(url))?.lastModified;

describe("the sitemap's lastmod", () => {
  afterEach(() => vi.useRealTimers());

  it("gives every entry a day, in every language", () => {
    const entries = sitemapEntries(posts);
    expect(entries.length).toBeGreaterThan(100);
    const undated = entries.filter((entry) => typeof entry.lastModified !== "string" || !/^\d{4}-\d{2}-\d{2}/.test(entry.lastModified));
    expect(undated.map((entry) => entry.url)).toEqual([]);
  });

  it("stays the same when built at another time with the same content", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2027-01-01T00:00:00Z"));
    const first = sitemapEntries(posts);
    vi.setSystemTime(new Date("2031-07-15T12:34:56Z"));
    expect(sitemapEntries(posts)).toEqual(first);
  });

  it("dates a page by the records it shows and a record's page by the record", () => {
    const resource = resources[0];
    expect(resource).toBeDefined();
    if (!resource) return;
    expect(lastModifiedOf(`/resources/${resource.category}/${resource.id}`)).toBe(resource.date);
    expect(lastModifiedOf("/te/resources")).toBe(lastModifiedOf("/resources"));
    expect(lastModifiedOf("/hi/privacy")).toBe(policyEffectiveDate);
    // The blog changed when its newest post came out; a post when it was published.
    expect(lastModifiedOf("/blog")).toBe("2030-06-13");
    expect(lastModifiedOf("/blog/reels-that-convert")).toBe("2030-06-13T09:30:00+05:30");
  });

  it("leaves a post without a readable date undated rather than dated by the build", () => {
    const entry = sitemapEntries([{ slug: "draft-like", publishedAt: null }]).find((candidate) =>
      candidate.url.endsWith("/blog/draft-like"),
    );
    expect(entry).toEqual({ url: absoluteUrl("/blog/draft-like") });
  });
});

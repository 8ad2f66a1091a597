import { expect, test, type APIRequestContext } from "@playwright/test";
import Parser from "rss-parser";
import { jobOpenings } from "@/lib/i18n/records/careers";
import { textsFor } from "../lib/i18n/texts";
import { wordsOf } from "../lib/i18n/words";
import { imagePost, listedSlugs } from "../test/sanity-stand-in";
import { refreshBlogList } from "./helpers/blog";

// What publishers, job seekers and search engines find in the server's answers:
// the blog's feed and structured data, posts in the site search, one page and
// one JobPosting per opening. HTTP only: the server's response shows all of it.

const te = textsFor("te");

test.beforeAll(async ({ request }) => {
  await refreshBlogList(request);
});

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  return response.text();
}

function ofType(page: string, type: string): Record<string, unknown>[] {
  return [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .flatMap((match) => [JSON.parse(match[1] ?? "null") as Record<string, unknown> | Record<string, unknown>[]].flat())
    .flatMap((data) => (Array.isArray(data["@graph"]) ? (data["@graph"] as Record<string, unknown>[]) : [data]))
    .filter((data) => data["@type"] === type);
}

/** The posts' addresses in the order a page lists them. */
const postLinks = (page: string) =>
  [...page.matchAll(/<a [^>]*href="(\/blog\/[^"/]+)"/g)].map((match) => match[1]).filter((href) => href !== "/blog/feed.xml");

test("the feed is RSS a reader parses, listing the posts /blog lists, in its order, and every blog page announces it", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/blog/feed.xml", { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const feed = await new Parser({ customFields: { item: ["dc:creator"] } }).parseString(await response.text());

  const blog = await html(request, "/blog");
  const listed = [...new Set(postLinks(blog))];
  expect(listed).toEqual(listedSlugs.map((slug) => `/blog/${slug}`));
  expect(feed.items.map((item) => new URL(item.link ?? "").pathname)).toEqual(listed);

  const lighting = feed.items[0];
  expect(lighting).toMatchObject({ title: imagePost.title, creator: imagePost.authorName, pubDate: "Wed, 05 Mar 2025 18:45:00 GMT" });
  expect(lighting?.content).toContain("Good light does more for a product video");

  for (const path of ["/blog", "/te/blog", "/hi/blog", `/blog/${imagePost.slug}`]) {
    const links = [...(await html(request, path)).matchAll(/<link [^>]*rel="alternate"[^>]*>/g)].map((match) => match[0]);
    const feedLinks = links.filter((link) => link.includes('type="application/rss+xml"'));
    expect(feedLinks, path).toHaveLength(1);
    expect(feedLinks[0], path).toContain(`href="${baseURL}/blog/feed.xml"`);
  }
});

test("a post carries a BlogPosting with headline, dates, author, image and publisher", async ({ request, baseURL }) => {
  const [posting, ...more] = ofType(await html(request, `/blog/${imagePost.slug}`), "BlogPosting");
  expect(more).toEqual([]);
  expect(posting).toMatchObject({
    "@context": "https://schema.org",
    headline: imagePost.title,
    url: `${baseURL}/blog/${imagePost.slug}`,
    datePublished: "2025-03-05T18:45:00Z",
    author: { "@type": "Person", name: imagePost.authorName },
    publisher: { "@type": "Organization", logo: { "@type": "ImageObject" } },
  });
  expect(String(posting?.image)).toMatch(/^https?:\/\/.+\/images\//);
  expect(String(posting?.description)).toContain("Good light");
});

// Prerendered pages carry the site's address from the build (SITE_URL), which need not be the
// address these tests reach the server at: their absolute URLs are compared by path.
const pathOf = (url: unknown) => new URL(String(url)).pathname;

test("the home page names the site with a SearchAction for its search, in each language", async ({ request }) => {
  for (const [path, search] of [
    ["/", "/search"],
    ["/te", "/te/search"],
    ["/hi", "/hi/search"],
  ] as const) {
    const [site] = ofType(await html(request, path), "WebSite");
    const action = site?.potentialAction as { "@type": string; target: string; "query-input": string } | undefined;
    expect(action?.["@type"], path).toBe("SearchAction");
    expect(pathOf(action?.target), path).toBe(search);
    expect(action?.target, path).toMatch(/\?q=\{search_term_string\}$/);
    expect(action?.["query-input"], path).toBe("required name=search_term_string");
  }
});

test("the site search finds a post by a word of its body, and says on a Telugu page that it is in English", async ({ request }) => {
  const english = await html(request, "/search?q=camera+upgrade");
  expect(english).toContain(`href="/blog/${imagePost.slug}"`);
  expect(english).toContain("Blog post");

  const telugu = await html(request, "/te/search?q=camera");
  expect(telugu).toContain(`href="/blog/${imagePost.slug}"`);
  expect(telugu).toContain(te.search.kinds.post);
});

test("each opening has its own page in Telugu with one JobPosting, and Apply leads to the form with it chosen", async ({ request }) => {
  const job = jobOpenings.find((opening) => opening.location === "remote")!;
  const words = wordsOf(te.catalogue.jobs, job.id);
  const page = await html(request, `/te/careers/${job.id}`);

  expect(page).toMatch(/<html[^>]* lang="te"/);
  expect(page).toContain(`<h1 class="text-3xl font-bold tracking-tight text-ink sm:text-5xl">${words.title}</h1>`);
  expect(page).toContain(`href="/te/careers?position=${job.id}#apply"`);

  const postings = ofType(page, "JobPosting");
  expect(postings).toHaveLength(1);
  expect(postings[0]).toMatchObject({
    title: words.title,
    identifier: { "@type": "PropertyValue", value: job.id },
    datePosted: job.postedOn,
    validThrough: job.validThrough,
    jobLocationType: "TELECOMMUTE",
    applicantLocationRequirements: { "@type": "Country", name: "India" },
  });
  expect(pathOf(postings[0]?.url)).toBe(`/te/careers/${job.id}`);

  // The list links each opening's page and carries no posting of its own.
  const list = await html(request, "/te/careers");
  for (const opening of jobOpenings) expect(list).toContain(`href="/te/careers/${opening.id}"`);
  expect(ofType(list, "JobPosting")).toEqual([]);
});

test("the sitemap lists each opening's page in every language with its alternates", async ({ request, baseURL }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const job of jobOpenings) {
    for (const path of [`/careers/${job.id}`, `/te/careers/${job.id}`, `/hi/careers/${job.id}`]) {
      expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
    }
    expect(sitemap).toContain(`hreflang="te" href="${baseURL}/te/careers/${job.id}"`);
  }
});

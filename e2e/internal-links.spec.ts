import { expect, test } from "@playwright/test";
import { internalTarget, jsonLdUrlsIn, linksIn, sitemapUrls } from "../test/html-links";
import { refreshBlogList } from "./helpers/blog";

// No detours: every address the site names (its sitemap, its pages' links, their
// canonical and alternate links, their JSON-LD) answers 200 itself, with no
// redirect in between. Over HTTP only: the server's HTML is what crawlers follow.

/** The site is a few hundred addresses; a crawl that finds more has met a link that makes new ones. */
const maxAddresses = 1_500;
const inParallel = 4;

test("every internal link, sitemap entry and JSON-LD URL answers 200 without a redirect", async ({ request, baseURL }) => {
  test.setTimeout(600_000);
  await refreshBlogList(request);
  const origin = new URL(baseURL ?? "").origin;

  const sitemap = await request.get("/sitemap.xml", { maxRedirects: 0 });
  expect(sitemap.status()).toBe(200);
  const start = sitemapUrls(await sitemap.text()).flatMap((url) => internalTarget(url, origin, origin) ?? []);
  expect(start.length).toBeGreaterThan(50);

  /** Each address once, with the page that first named it. */
  const seen = new Map<string, string>([["/", "(start)"]]);
  for (const path of start) if (!seen.has(path)) seen.set(path, "/sitemap.xml");
  const queue = [...seen.keys()];
  const problems: string[] = [];

  async function visit(path: string) {
    const response = await request.get(path, { maxRedirects: 0 });
    if (response.status() !== 200) {
      const to = response.headers()["location"];
      problems.push(`${path} answered ${response.status()}${to ? ` (to ${to})` : ""}, named by ${seen.get(path)}`);
      return;
    }
    if (!(response.headers()["content-type"] ?? "").startsWith("text/html")) return;
    const html = await response.text();
    const from = `${origin}${path}`;
    for (const href of [...linksIn(html), ...jsonLdUrlsIn(html)]) {
      const target = internalTarget(href, from, origin);
      if (target === null || seen.has(target)) continue;
      seen.set(target, path);
      queue.push(target);
    }
  }

  while (queue.length > 0) {
    expect(seen.size, "the crawl stays bounded").toBeLessThanOrEqual(maxAddresses);
    await Promise.all(queue.splice(0, inParallel).map(visit));
  }

  expect(problems).toEqual([]);
  // The crawl reached what it must have: an opening's pages, the feed, a resource category's library.
  expect([...seen.keys()]).toEqual(
    expect.arrayContaining(["/careers/graphic-designer", "/te/careers/graphic-designer", "/blog/feed.xml", "/resources"]),
  );
});

import { expect, test } from "@playwright/test";
import { internalTarget, sitemapUrls } from "../test/html-links";
import { checkHtml } from "../test/html-validator";
import { refreshBlogList } from "./helpers/blog";

// Valid HTML, as a validator nobody on the team wrote judges it: every page of the
// sitemap (every language, the posts) and the not-found pages, as the server sends
// them, through the W3C Nu Html Checker in one run. Any error fails; so does a
// section or article without a heading, the warning the checker gave before.

/** An unknown address in each language, and each section's own not-found screen (lib/routing/not-found-screens.ts). */
const notFoundPages = [
  "/no-such-page",
  "/te/no-such-page",
  "/hi/no-such-page",
  "/services/no-such-service",
  "/resources/marketing/no-such-resource",
  "/blog/no-such-post",
];
const inParallel = 4;

test("every sitemap page and the not-found pages are valid HTML (W3C Nu checker)", async ({ request, baseURL }) => {
  test.setTimeout(300_000);
  await refreshBlogList(request);
  const origin = new URL(baseURL ?? "").origin;
  const sitemap = await request.get("/sitemap.xml");
  const listed = sitemapUrls(await sitemap.text()).flatMap((url) => internalTarget(url, origin, origin) ?? []);
  expect(listed.length).toBeGreaterThan(100);

  const pages = new Map<string, string>();
  const queue = [...listed, ...notFoundPages];
  while (queue.length > 0) {
    await Promise.all(
      queue.splice(0, inParallel).map(async (path) => {
        const response = await request.get(path);
        expect(response.status(), path).toBe(notFoundPages.includes(path) ? 404 : 200);
        pages.set(path, await response.text());
      }),
    );
  }

  const { errors, warnings } = await checkHtml(pages);
  expect(errors).toEqual([]);
  expect(warnings.filter(({ message }) => /lacks heading/.test(message))).toEqual([]);
});

import { expect, test } from "@playwright/test";
import { acceptCookies } from "./helpers/page";

// Inter, the brand's font, arrives after a phone's first paint on a first visit: unused there
// (`display: optional`), its arrival made Chrome lay out every text of the page again. So the
// first page of a visit is drawn in the system's font and fetches Inter once it has loaded; a page
// reached from another of the site's pages is set in Inter, which the browser has by then.

/** When the page's load event ended, and when its fetch of Inter started (null: not fetched). */
function interTimings() {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  const inter = performance.getEntriesByType("resource").find((entry) => /\/media\/inter[^/]*\.woff2$/.test(entry.name));
  return { loadedAt: navigation?.loadEventEnd ?? 0, fetchedAt: inter?.startTime ?? null };
}

test("the first page of a visit is drawn in the system's font and fetches Inter once loaded, for the next page, set in it", async ({
  page,
}) => {
  await acceptCookies(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  /** The fonts the browser drew an element's text with (DevTools protocol). */
  const drawnWith = async (selector: string) => {
    const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts.map((font) => font.familyName);
  };
  const setIn = () => page.locator("h1").evaluate((heading) => getComputedStyle(heading).fontFamily.split(",")[0]?.trim());

  await page.goto("/");
  await expect.poll(() => page.evaluate(interTimings).then(({ fetchedAt }) => fetchedAt)).not.toBeNull();
  const { loadedAt, fetchedAt } = await page.evaluate(interTimings);
  expect(fetchedAt, "Inter is fetched after the page has loaded").toBeGreaterThanOrEqual(loadedAt);
  expect(await setIn()).not.toBe("inter");
  expect(await drawnWith("h1")).not.toContain("Inter");

  await page.locator('a[href="/pricing"]:visible').first().click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.locator("html")).toHaveAttribute("data-brand-font", "");
  expect(await setIn()).toBe("inter");

  // Opened directly, with no page of the site before it, a page is the first of a visit again.
  await page.goto("/te/pricing");
  await expect(page.locator("html")).not.toHaveAttribute("data-brand-font");
  expect(await setIn()).toBe("telugu");
});

import { expect, test } from "@playwright/test";

// A first visit's largest paint is part of the page the server sent, painted with it: nothing the
// page adds after its JavaScript has run (a banner, a card, a widget) may become the largest
// contentful paint, which is what Google ranks pages by on real phones. Each key route in Chromium
// with its processor slowed as a mid-range phone's is (CPU throttling through the DevTools
// protocol), at two common phone widths, nothing stored: the cookie banner shows.
//
// Paint times are the browser's own, and a busy machine delays them: the page's HTML, parsed in
// slices between its scripts, paints in two frames instead of one when another browser shares the
// two cores. So these tests run one at a time, in a Playwright project of their own that starts
// after every other test has finished (playwright.config.ts).

test.describe.configure({ mode: "serial" });

const routes = ["/", "/services/marketing", "/pricing", "/quote", "/te", "/hi/pricing"];
const phones = [
  { width: 360, height: 780, locale: "en-IN" },
  { width: 412, height: 915, locale: "en-IN" },
  // A browser that prefers Telugu: English pages offer their translation in a card drawn after hydration.
  { width: 360, height: 780, locale: "te-IN" },
];
/** The English routes the Telugu-preferring browser opens (each with a Telugu translation to offer). */
const offeringRoutes = ["/", "/pricing"];
/** Lighthouse's mobile CPU slowdown. */
const cpuSlowdown = 4;
/**
 * How long after the first contentful paint the largest may come: about a frame. What hydration
 * adds comes after the page's scripts have run and fetched their later chunk, 1.5 s and more after
 * the first paint here. What the server's HTML holds paints in the first frame, if it comes early
 * enough in the HTML: Chrome paints between slices of the HTML as it parses (the cookie banner
 * comes before the navbar for this, docs/performance.md).
 *
 * The web fonts are blocked, so text paints at once in the fallback font: a font still loading
 * keeps text from painting for its short block period. That is the fonts' cost, measured with them
 * by `npm run bench`; what this test guards is which element paints largest and whether it came
 * with the HTML.
 */
const marginMs = 50;

interface LargestPaint {
  element: string;
  inServerHtml: boolean;
  afterFirstPaintMs: number;
}

for (const { locale, ...viewport } of phones) {
  test.describe(`at ${viewport.width} px, ${locale}`, () => {
    test.use({ viewport, locale });

    for (const route of locale === "en-IN" ? routes : offeringRoutes) {
      test(`${route}: the largest paint is the server's HTML, painted with the first`, async ({ page }) => {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
        await cdp.send("Network.enable");
        await cdp.send("Network.setBlockedURLs", { urls: ["*.woff2"] });
        await page.goto(route, { waitUntil: "networkidle" });
        // What the page adds after hydration has come by now (its chunk is loaded); give it a frame or two to paint.
        await page.waitForTimeout(300);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });

        const largest = await page.evaluate(async (): Promise<LargestPaint> => {
          const entries = await new Promise<PerformanceEntryList>((resolve) =>
            new PerformanceObserver((list, observer) => {
              observer.disconnect();
              resolve(list.getEntries());
            }).observe({ type: "largest-contentful-paint", buffered: true }),
          );
          const last = entries.at(-1) as PerformanceEntry & { element: Element | null; url: string };
          const firstPaint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
          const element = last.element;
          const text = (node: Element) => (node.textContent ?? "").replace(/\s+/g, " ").trim();
          // The same element in the HTML the server sends, parsed without running anything.
          const served = new DOMParser().parseFromString(await (await fetch(location.href)).text(), "text/html");
          const inServerHtml =
            element !== null &&
            [...served.querySelectorAll(element.tagName)].some((candidate) =>
              last.url ? (candidate as HTMLImageElement).src === last.url : text(candidate) === text(element),
            );
          const name = element
            ? `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}> "${text(element).slice(0, 50)}"`
            : "(removed)";
          return { element: name, inServerHtml, afterFirstPaintMs: Math.round(last.startTime - firstPaint) };
        });

        expect(largest.inServerHtml, `${largest.element} is not in the server's HTML`).toBe(true);
        expect(
          largest.afterFirstPaintMs,
          `${largest.element} painted ${largest.afterFirstPaintMs} ms after the first paint`,
        ).toBeLessThanOrEqual(marginMs);
      });
    }
  });
}

test("what lies below the first screen is laid out only when it comes near", async ({ page }) => {
  // app/globals.css: sections and the footer skip their layout and paint while far from the screen,
  // so the first paint costs the first screen, not the whole page.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto("/");
  const footerDrawn = () =>
    page
      .locator("footer.site-footer > *")
      .first()
      .evaluate((inside) => inside.checkVisibility({ contentVisibilityAuto: true }));
  expect(await footerDrawn()).toBe(false);

  await page.locator("footer.site-footer").scrollIntoViewIfNeeded();
  await expect.poll(footerDrawn).toBe(true);
  await expect(page.getByRole("contentinfo").getByRole("textbox", { name: /email/i })).toBeVisible();
});

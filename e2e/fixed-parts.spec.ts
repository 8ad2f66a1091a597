import { expect, test, type Page } from "@playwright/test";
import { coveredByFixedParts, type Covered } from "./helpers/fixed-parts";
import { acceptCookies } from "./helpers/page";
import { publicRoutes } from "./helpers/routes";

// Issue 37: on a phone, nothing fixed covers what a visitor needs. Every public
// page (e2e/helpers/routes.ts, from the page registry, in every language) at
// 360 × 800, with and without the cookie banner, in both themes: no fixed part
// over a visible button, link, field or price where the page loads, nor over a
// control as the keyboard's focus reaches it (WCAG 2.4.11).
//
// What it costs: each page is loaded once, as a first-time visitor sees it, and
// checked in one evaluate: with the banner, in the light theme and the dark one;
// then, its close button having hidden the banner, as a returning visitor sees
// it (nothing held at its top), in both themes again. The focus is moved through
// the page once per banner state, and again in the other theme only if that
// theme moved a box. The routes are shared between two workers, each with one
// browser context and one page for all of them.

const workers = 2;

test.describe.configure({ mode: "parallel" });
test.use({ viewport: { width: 360, height: 800 }, colorScheme: "light" });

for (let share = 0; share < workers; share += 1) {
  test(`at 360 × 800, with the cookie banner and without, nothing fixed covers a control, a price or the focus (${share + 1} of ${workers})`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const covered: Covered[] = [];
    for (const route of publicRoutes.filter((_, index) => index % workers === share)) {
      await page.goto(route, { waitUntil: "commit" });
      // What comes after hydration: the floating widgets or the navbar's contact button; and the fonts.
      await page.waitForFunction(() => document.getElementById("header-contact")?.firstElementChild != null);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      covered.push(...(await coveredByFixedParts(page, { withAndWithoutBanner: true })).map((problem) => `${route}, ${problem}`));
    }
    expect(covered).toEqual([]);
  });
}

/**
 * The quote wizard's four steps, each checked as it shows (before anything typed scrolls the
 * page): step 2 lists the services' prices, step 3 ends in the Next button the floating buttons
 * once covered at both ends, step 4 shows the estimate.
 */
async function walkTheWizard(page: Page): Promise<Covered[]> {
  const main = page.locator("#main");
  const heading = main.getByRole("heading", { level: 2 }).first();
  const next = async (title: string) => {
    await main.getByRole("button", { name: "Next", exact: true }).click();
    await expect(heading).toHaveText(title);
  };
  const covered: Covered[] = [];
  const step = async (number: number) => covered.push(...(await coveredByFixedParts(page)).map((problem) => `step ${number}, ${problem}`));

  await page.goto("/quote?service=marketing");
  await expect(heading).toHaveText("Personal Information", { timeout: 20_000 });
  await page.waitForFunction(() => document.getElementById("header-contact")?.firstElementChild != null);
  await step(1);
  await main.getByLabel("Full Name").fill("Asha Rao");
  await main.getByLabel("Email Address").fill("asha@example.org");
  await next("Select Services");
  await step(2);
  await next("Project Details");
  await step(3);
  await main.getByLabel("Project Description").fill("A launch campaign for our café.");
  await next("Review Your Quote");
  await step(4);
  return covered;
}

test("the quote wizard's four steps at 360 × 800, as a first visit and after a cookie choice: nothing fixed covers a control, a price or the focus", async ({
  page,
  browser,
  baseURL,
}) => {
  const covered = (await walkTheWizard(page)).map((problem) => `first visit, ${problem}`);
  const returning = await browser.newPage({ baseURL, viewport: { width: 360, height: 800 }, colorScheme: "light" });
  await acceptCookies(returning);
  covered.push(...(await walkTheWizard(returning)).map((problem) => `after a choice, ${problem}`));
  await returning.close();
  expect(covered).toEqual([]);
});

/** "Scroll to top" in English, Telugu and Hindi. */
const scrollToTop = /^(Scroll to top|పైకి వెళ్లండి|ऊपर जाएँ)$/;

/** Long pages in each language, scrolled from top to end in 600 px steps at `width`. */
async function sweepScrolled(page: Page, width: number): Promise<Covered[]> {
  await page.setViewportSize({ width, height: 800 });
  await acceptCookies(page);
  const covered: Covered[] = [];
  for (const route of ["/", "/about", "/pricing", "/services/marketing", "/careers", "/te/pricing"]) {
    await page.goto(route);
    await page.waitForFunction(() => document.getElementById("header-contact")?.firstElementChild != null);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let top = 0; top < height; top += 600) {
      await page.evaluate((y) => window.scrollTo(0, y), top);
      if (top === 600) await expect(page.getByRole("button", { name: scrollToTop })).toBeVisible();
      // The navbar covers what scrolls under it by design; what is asked here is what the buttons cover.
      const problems = await coveredByFixedParts(page, { focus: false, bothThemes: false });
      covered.push(...problems.filter((problem) => !problem.includes(": <header")).map((problem) => `${route} at ${top} px, ${problem}`));
    }
  }
  return covered;
}

// 1280 px is the narrowest window they float in, so the one where they come closest to the sections.
test("at 1280 px the scroll buttons float beside the sections, over nothing the page holds, wherever it is scrolled", async ({ page }) => {
  test.setTimeout(150_000);
  expect(await sweepScrolled(page, 1280)).toEqual([]);
});

test("on a 1280 × 800 laptop, Scroll to top appears once the page is scrolled and takes the visitor back up", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await acceptCookies(page);
  await page.goto("/");
  await page.waitForFunction(() => document.getElementById("header-contact")?.firstElementChild != null);
  await page.evaluate(() => window.scrollTo(0, 700));
  const toTop = page.getByRole("button", { name: "Scroll to top" });
  await expect(toTop).toBeVisible();
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(toTop).toBeHidden();
});

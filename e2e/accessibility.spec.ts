import { expect, test as base, type Page } from "@playwright/test";
import { loadAxeInEveryPage, seriousViolations } from "./helpers/axe";
import { waitForHydration } from "./helpers/page";
import { publicRoutes } from "./helpers/routes";
import { newWorkerContext } from "./helpers/worker-page";

// axe on every public route in both themes: no serious or critical violation.
//
// Each worker keeps one page and takes it from route to route: a context of
// its own per route would add nothing these checks read (nothing is stored:
// the cookie banner shows on every route, as on a first visit). Each route
// loads once, light, as a system that prefers light shows it; then the system
// turns to dark and the open page follows it, as the site does for a visitor
// (components/layout/theme.ts), and axe runs again. Both themes of a route
// are one test, and the routes are spread over both workers.
//
// The page prefers reduced motion: axe reads colours as they are painted, and
// a testimonial or a section caught fading in mid-run is half transparent, a
// contrast failure no visitor sees for more than a moment. The motion itself
// is tested where it lives (brand-pages.spec.ts, shell.spec.ts).
const test = base.extend<object, { sweepPage: Page }>({
  sweepPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await newWorkerContext(browser, workerInfo);
      await loadAxeInEveryPage(context);
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
});

test.describe.configure({ mode: "parallel" });

for (const route of publicRoutes) {
  test(`${route} has no serious accessibility violations in the light and dark themes`, async ({ sweepPage: page }) => {
    // A first visit, as each route had in a context of its own: no language remembered from the last route.
    await page.context().clearCookies();
    await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
    await page.goto(route);
    // The theme follows the system once React has hydrated the shell.
    await waitForHydration(page);
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    expect.soft(await seriousViolations(page), "light theme").toEqual([]);

    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    expect.soft(await seriousViolations(page), "dark theme").toEqual([]);
  });
}

test("every public route answers 200 with one h1, its own title and a description", async ({ request }) => {
  const titles = new Map<string, string>();
  for (const route of publicRoutes) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    const html = await response.text();
    expect(html.match(/<h1[\s>]/g)?.length, `${route} h1 count`).toBe(1);
    expect(html, `${route} description`).toMatch(/<meta name="description" content="[^"]{30,}"/);
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? "";
    expect(titles.get(title), `${route} shares its title with another route`).toBeUndefined();
    titles.set(title, route);
  }
});

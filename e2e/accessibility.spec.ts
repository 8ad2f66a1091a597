import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { publicRoutes } from "./helpers/routes";

// axe on every public route in both themes: no serious or critical violation.
for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    for (const route of publicRoutes) {
      test(`${route} has no serious accessibility violations`, async ({ page }) => {
        await page.goto(route);
        await expect(page.locator("html")).toHaveClass(new RegExp(colorScheme === "dark" ? "\\bdark\\b" : "^(?!.*\\bdark\\b)"));

        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
        const serious = results.violations
          .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
          .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
        expect(serious).toEqual([]);
      });
    }
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

import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The WCAG 2.1 A and AA rules: the bar every page and the admin are held to. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * axe's serious and critical violations on the page as it is now, as
 * "rule: targets" lines. A page without frames is checked with axe.run() in
 * the page itself (axe's legacy mode): the default's runPartial + finishRun
 * opens a blank page and injects axe a second time on every run, only to
 * reach into cross-origin frames; a page that has frames still gets it.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(wcagTags)
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

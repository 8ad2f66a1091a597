import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "@playwright/test";
import type * as Axe from "axe-core";

declare global {
  interface Window {
    axe: typeof Axe;
  }
}

/** The WCAG 2.1 A and AA rules: the bar every page and the admin are held to. */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

const axeSourcePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
let axeSource: string | undefined;

/**
 * Loads axe into every document the context opens, from the browser's side: a sweep
 * then sends axe's half a megabyte to the browser once, not at every check.
 */
export async function loadAxeInEveryPage(context: BrowserContext): Promise<void> {
  await context.addInitScript({ path: axeSourcePath });
}

/** axe's serious and critical violations on the page as it is now, or within `selector`, as "rule: targets" lines. */
export function seriousViolations(page: Page, selector?: string): Promise<string[]> {
  return violations(page, { selector, impacts: ["serious", "critical"] });
}

/** Every violation axe finds within `selector`, whatever its impact, as "rule: targets" lines. */
export function anyViolations(page: Page, selector: string): Promise<string[]> {
  return violations(page, { selector, impacts: ["minor", "moderate", "serious", "critical"] });
}

/**
 * A page without frames is checked by axe.run() in the page itself, with only the
 * lines wanted sent back (the results' HTML snippets stay in the browser). A page
 * with frames gets @axe-core/playwright's runPartial, which reaches into each frame.
 */
async function violations(page: Page, { selector, impacts }: { selector?: string; impacts: Axe.ImpactValue[] }): Promise<string[]> {
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).withTags(wcagTags);
    const results = await (selector ? builder.include(selector) : builder).analyze();
    return results.violations
      .filter((violation) => violation.impact && impacts.includes(violation.impact))
      .map(found)
      .map(line);
  }
  // A toast or panel still fading in has the contrast of a frame between two colours: what a
  // visitor reads is where its animation ends. The marquee's endless one is not waited for.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]).then(() => undefined),
  );
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate((axeSource ??= readFileSync(axeSourcePath, "utf8")));
  const inPage = await page.evaluate(
    async ({ selector, impacts, tags }) => {
      const results = await window.axe.run(selector ?? document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
      return results.violations
        .filter((violation) => violation.impact && impacts.includes(violation.impact))
        .map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(" ")) }));
    },
    { selector, impacts, tags: wcagTags },
  );
  return inPage.map(line);
}

interface Found {
  id: string;
  targets: string[];
}

function found(violation: Axe.Result): Found {
  return { id: violation.id, targets: violation.nodes.map((node) => node.target.join(" ")) };
}

function line({ id, targets }: Found): string {
  return `${id}: ${targets.join(", ")}`;
}

import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { signedInTest as test } from "./helpers/admin";
import { seriousViolations } from "./helpers/axe";
import { query } from "./helpers/backend";

// Issue 36: the dashboard on a phone (360 px) and a desktop (1440 px), light
// and dark. A quote opens to its description and its status history with its
// actions; nothing is wider than the screen (the tab strip scrolls on its own,
// with the current tab in view); every action can be clicked; axe finds nothing.

/** Elements of the page that stick out of the viewport, outside the tab strip that scrolls by design. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const tabs = document.getElementById("dashboard-tabs");
    // Visually hidden text (the table's column headers on a phone) sits in a 1 px box that clips it: it shows nowhere.
    const clipped = (element: Element): boolean => {
      for (let node: Element | null = element.parentElement; node; node = node.parentElement) {
        if (node.getBoundingClientRect().width <= 1 && getComputedStyle(node).overflow === "hidden") return true;
      }
      return false;
    };
    return [...document.querySelectorAll("main *")]
      .filter((element) => !tabs?.contains(element) && element.getClientRects().length > 0 && !clipped(element))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.right > width + 1 || box.left < -1;
      })
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.getAttribute("class") ?? "").slice(0, 60)}`);
  });
}

/** In view once the page has settled: the tab strip scrolls its current tab into view after hydration. */
async function expectInView(page: Page, locator: ReturnType<Page["locator"]>): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await expect
    .poll(async () => {
      const box = await locator.boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= width + 1;
    }, "visible, within the screen's width")
    .toBe(true);
}

const views = [
  { name: "phone", viewport: { width: 360, height: 740 } },
  { name: "desktop", viewport: { width: 1440, height: 900 } },
] as const;

for (const { name, viewport } of views) {
  for (const colorScheme of ["light", "dark"] as const) {
    test(`${name} ${colorScheme}: a quote opens to its story; nothing is wider than the screen; axe passes`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme });
      const token = `phone${randomUUID().slice(0, 8)}`;
      const [quote] = await query<{ id: string }>(
        `INSERT INTO quotes (name, email, description, estimate, services) VALUES ($1, $2, $3, 25000, ARRAY['web']) RETURNING id`,
        [`Story ${token}`, `${token}@example.in`, `A shop website for ${token}, with 40 products and UPI payments.`],
      );
      const id = quote?.id ?? "";
      await query(
        "INSERT INTO quote_status_changes (quote_id, from_status, to_status, changed_by) VALUES ($1, 'pending', 'contacted', 'admin@agency.test')",
        [id],
      );
      await query("UPDATE quotes SET status = 'contacted' WHERE id = $1", [id]);

      await page.goto(`/admin?tab=quotes&q=${token}`);
      const tabs = page.getByRole("navigation", { name: "Dashboard sections" });
      await expectInView(page, tabs.getByRole("link", { name: "Quote Requests" }));
      const row = page.locator("#quotes-table tbody tr").first();
      await expect(row).toContainText(`Story ${token}`);
      await expectInView(page, row.getByRole("combobox"));
      expect(await overflowing(page)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);

      await row.getByRole("link", { name: `Story ${token}` }).click();
      await expect(page.getByRole("heading", { level: 1, name: `Story ${token}` })).toBeVisible();
      await expect(page.getByText(`A shop website for ${token}`)).toBeVisible();
      await expect(page.getByRole("region", { name: "Status history" })).toContainText("Pending → Contacted, by admin@agency.test");
      for (const action of [page.getByRole("combobox"), page.getByRole("link", { name: "Export personal data" })]) {
        await expectInView(page, action);
        await action.click({ trial: true });
      }
      expect(await overflowing(page)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

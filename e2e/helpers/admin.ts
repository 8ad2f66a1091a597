import { expect, type Page } from "@playwright/test";
import { e2eAdmin } from "../../test/e2e-settings";

/** Signs in as the admin the e2e server created (or another one), and waits for the dashboard. */
export async function signInAsAdmin(page: Page, admin: { email: string; password: string } = e2eAdmin): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin$/, { timeout: 15_000 });
}

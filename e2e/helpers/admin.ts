import { expect, test as base, type Page } from "@playwright/test";
import path from "node:path";
import { e2eAdmin } from "../../test/e2e-settings";

/** Signs in as the admin the e2e server created (or another one), and waits for the dashboard. */
export async function signInAsAdmin(page: Page, admin: { email: string; password: string } = e2eAdmin): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin$/, { timeout: 15_000 });
}

/**
 * Tests whose pages start signed in as the shared admin. Each worker signs in
 * once, through the login page, and its tests reuse that session's cookie:
 * signing in is what e2e/admin-login.spec.ts and the keyboard and security
 * specs test; the dashboard's own tests need only be signed in. No test may
 * sign the shared admin out (that ends its every session): a test that does
 * signs in as an admin of its own (createAdmin in ./backend).
 */
export const signedInTest = base.extend<object, { adminStorageState: string }>({
  adminStorageState: [
    async ({ browser }, use, workerInfo) => {
      const file = path.resolve(".e2e", `admin-session-${workerInfo.workerIndex}.json`);
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      await signInAsAdmin(await context.newPage());
      await context.storageState({ path: file });
      await context.close();
      await use(file);
    },
    { scope: "worker" },
  ],
  storageState: ({ adminStorageState }, provide) => provide(adminStorageState),
});

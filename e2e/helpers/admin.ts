import { expect, test as base, type Page } from "@playwright/test";
import path from "node:path";
import { generate } from "otplib";
import { e2eAdmin, e2eTotpSecret } from "../../test/e2e-settings";
import { query } from "./backend";

/**
 * A code of the admin's app the site has not accepted yet: a code is accepted
 * once, and every worker signs the shared admin in, so the step is chosen past
 * the last one the database has taken (waiting for the next 30 s when both
 * steps the site accepts now are used).
 */
export async function freshTotpCode(email: string, secret: string = e2eTotpSecret): Promise<string> {
  for (;;) {
    const [row] = await query<{ last_used_step: number }>(
      "SELECT t.last_used_step FROM admin_totp t JOIN admin_users u ON u.id = t.admin_id WHERE u.email = $1",
      [email],
    );
    const now = Math.floor(Date.now() / 30_000);
    const step = Math.max(now, (row?.last_used_step ?? 0) + 1);
    if (step <= now + 1) return generate({ secret, epoch: step * 30 });
    await new Promise((resolve) => setTimeout(resolve, (now + 1) * 30_000 - Date.now() + 50));
  }
}

/**
 * Signs in as the admin the e2e server created (or another one with the same
 * app secret), password then a code from the app, and waits for the dashboard.
 * Two workers may pick the same code at once; the one refused tries the next.
 */
export async function signInAsAdmin(page: Page, admin: { email: string; password: string } = e2eAdmin): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  for (let attempt = 1; ; attempt += 1) {
    await page.getByLabel("Authentication code").fill(await freshTotpCode(admin.email));
    await page.getByRole("button", { name: "Sign In" }).click();
    try {
      await expect(page).toHaveURL(/\/admin$/, { timeout: attempt < 3 ? 10_000 : 15_000 });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

/**
 * The shared admin, signed in: each worker signs in
 * once, through the login page, and its tests reuse that session's cookie:
 * signing in is what e2e/admin-login.spec.ts and the keyboard and security
 * specs test; the dashboard's own tests need only be signed in. No test may
 * sign the shared admin out of every session: a test that does signs in as an
 * admin of its own (createAdmin in ./backend).
 */
export const adminTest = base.extend<{ adminPage: Page }, { adminStorageState: string }>({
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
  /** A page of its own, signed in, beside a test's visitor `page`. */
  adminPage: async ({ browser, baseURL, adminStorageState }, provide) => {
    const context = await browser.newContext({ baseURL, storageState: adminStorageState });
    await provide(await context.newPage());
    await context.close();
  },
});

/** Tests whose `page` starts signed in as the shared admin. */
export const signedInTest = adminTest.extend({
  storageState: ({ adminStorageState }, provide) => provide(adminStorageState),
});

import { expect, test } from "@playwright/test";
import { e2eAdmin } from "../test/e2e-settings";
import { freshTotpCode } from "./helpers/admin";
import { toast } from "./helpers/page";

// The admin sign-in page per spec, and the session cookie it sets.

test("a wrong password says Login Failed and stays on /login", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  await page.getByLabel("Email").fill(e2eAdmin.email);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign In" }).click();

  await expect(toast(page, "Login Failed")).toContainText("Invalid email or password.");
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.context().cookies()).some((cookie) => cookie.name.includes("session-token"))).toBe(false);
});

test("an unknown e-mail gets exactly the same answer", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("nobody-here@agency.test");
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign In" }).click();

  await expect(toast(page, "Login Failed")).toContainText("Invalid email or password.");
});

test("the right password and a code from the app open the dashboard with an httpOnly, sameSite=lax, 8-hour session", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(e2eAdmin.email);
  await page.getByLabel("Password").fill(e2eAdmin.password);
  const signIn = page.getByRole("button", { name: "Sign In" });
  await signIn.click();
  // The password alone sets no session: the form asks for the second factor.
  await expect(page.getByLabel("Authentication code")).toBeFocused();
  expect((await page.context().cookies()).some((cookie) => cookie.name.includes("session-token"))).toBe(false);
  await page.getByLabel("Authentication code").fill(await freshTotpCode(e2eAdmin.email));
  // The toast shows while the dashboard loads and closes once it is there (it must not cover it).
  const announced = toast(page, "Login Successful!").filter({ hasText: "Redirecting to dashboard..." }).waitFor();
  await signIn.click();

  await announced;
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  const session = (await page.context().cookies()).find((cookie) => cookie.name.endsWith("next-auth.session-token"));
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe("Lax");
  const hoursLeft = ((session?.expires ?? 0) * 1000 - Date.now()) / 3_600_000;
  expect(hoursLeft).toBeGreaterThan(7.9);
  // The browser keeps the expiry in whole seconds, which can round it a moment past 8 hours.
  expect(hoursLeft).toBeLessThanOrEqual(8 + 1 / 3600);
  // Every cookie the sign-in set (session, CSRF token, callback URL) is out of reach of scripts.
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name).sort()).toEqual([
    "next-auth.callback-url",
    "next-auth.csrf-token",
    "next-auth.session-token",
  ]);
  for (const cookie of cookies) expect([cookie.name, cookie.httpOnly, cookie.sameSite]).toEqual([cookie.name, true, "Lax"]);
  expect(await page.evaluate(() => document.cookie)).toBe("");

  // Signed in, /login goes straight to the dashboard.
  await page.goto("/login");
  await expect(page).toHaveURL(/\/admin$/);
});

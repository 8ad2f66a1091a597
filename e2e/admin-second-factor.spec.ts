import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { generate } from "otplib";
import { freshTotpCode } from "./helpers/admin";
import { addressOf, createAdmin, query, receivedMail } from "./helpers/backend";
import { toast } from "./helpers/page";

// Issue 36's story of one new admin, in order: enrolment of an authenticator
// app, a code accepted once, a recovery code accepted once, a passkey made and
// used in Chromium's virtual authenticator, each step in the audit log, and
// the sign-in mail's "end every session" link working once. One admin of its
// own, so ending its sessions touches no other test.

test.describe.configure({ mode: "serial" });
// Browsers make no passkey for an IP address: this story runs at localhost (the site maps its
// 127.0.0.1 to it for passkeys, lib/auth/second-factor.ts).
test.use({ baseURL: `http://localhost:${process.env.E2E_PORT || 3100}` });

const admin = { email: `second-factor-${randomUUID().slice(0, 8)}@agency.test`, password: "second-factor-password-1234" };

async function typePassword(page: Page): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

async function signInWithCode(page: Page, code: string): Promise<void> {
  await typePassword(page);
  await page.getByLabel("Authentication code").fill(code);
  await page.getByRole("button", { name: "Sign In" }).click();
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test("a new admin enrols an app, then signs in with codes, recovery codes and a passkey, each once, all audited", async ({ page }) => {
  test.setTimeout(120_000);
  const enrolmentCode = (await createAdmin(admin.email, admin.password, { withApp: false })) ?? "";

  // The password alone opens nothing: the form asks for a code, and enrolment sends it to sign in.
  await typePassword(page);
  await expect(page.getByLabel("Authentication code")).toBeVisible();
  await page.goto("/admin/enrol");
  await expect(page).toHaveURL(/\/login$/);
  // With the enrolment code: taken to enrolment before the dashboard.
  await signInWithCode(page, enrolmentCode);
  await expect(page).toHaveURL(/\/admin\/enrol$/);
  expect((await page.request.get("/api/admin/export/contacts")).status()).toBe(401);

  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
  await page.getByLabel("Code from the app").fill(await generate({ secret }));
  await page.getByRole("button", { name: "Confirm" }).click();
  const recoveryList = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(recoveryList).toHaveCount(10);
  const recoveryCodes = await recoveryList.allTextContents();
  await page.getByRole("link", { name: "Continue to the dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await logOut(page);

  // Now the password alone no longer reaches /admin.
  await typePassword(page);
  await expect(page.getByLabel("Authentication code")).toBeVisible();
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login$/);

  // A code from the app signs in; the same code a second time does not.
  const code = await freshTotpCode(admin.email, secret);
  await signInWithCode(page, code);
  await expect(page).toHaveURL(/\/admin$/);
  await logOut(page);
  await signInWithCode(page, code);
  await expect(toast(page, "Login Failed")).toContainText("That code or passkey did not work.");
  await expect(page).toHaveURL(/\/login$/);

  // A recovery code signs in once.
  const [firstRecovery = "", secondRecovery = ""] = recoveryCodes;
  await signInWithCode(page, firstRecovery);
  await expect(page).toHaveURL(/\/admin$/);
  await logOut(page);
  await signInWithCode(page, firstRecovery);
  await expect(toast(page, "Login Failed")).toContainText("That code or passkey did not work.");

  // A passkey, made and used in Chromium's virtual authenticator.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  await signInWithCode(page, secondRecovery);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin?tab=security");
  await page.getByLabel("Passkey name").fill("Virtual key");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByText('Passkey "Virtual key" added.')).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove Virtual key" })).toBeVisible();
  await logOut(page);
  await typePassword(page);
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // Every step, in order, in the audit log and on its tab.
  const [{ id: adminId } = { id: "" }] = await query<{ id: string }>("SELECT id FROM admin_users WHERE email = $1", [admin.email]);
  const actions = await query<{ action: string }>("SELECT action FROM audit_events WHERE admin_id = $1 ORDER BY at, id", [adminId]);
  expect(actions.map((row) => row.action)).toEqual([
    "sign-in",
    "factor-added",
    "sign-out",
    "sign-in",
    "sign-out",
    "second-factor-failed",
    "sign-in",
    "sign-out",
    "second-factor-failed",
    "sign-in",
    "factor-added",
    "sign-out",
    "sign-in",
  ]);
  await page.goto(`/admin?tab=audit&admin=${adminId}`);
  await expect(page.getByRole("list", { name: "Audit entries" }).getByRole("listitem")).toHaveCount(actions.length);
  await expect(page.getByRole("list", { name: "Audit entries" }).getByRole("listitem").first()).toContainText("Signed in");

  // A sign-in mail for each of the five sign-ins; the last one's link ends every session, once.
  await expect
    .poll(
      async () =>
        (await receivedMail()).filter((mail) => addressOf(mail) === admin.email && mail.subject?.startsWith("New sign-in")).length,
    )
    .toBe(5);
  const mails = (await receivedMail()).filter((mail) => addressOf(mail) === admin.email && mail.subject?.startsWith("New sign-in"));
  const link = /https?:\/\/\S+\/api\/sessions\/end-all\?token=[\w-]+/.exec(mails.at(-1)?.text ?? "")?.[0] ?? "";
  const scanned = await page.request.get(link);
  expect(scanned.status()).toBe(200);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  expect((await page.request.post(link)).status()).toBe(200);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.post(link)).status()).toBe(400);
});

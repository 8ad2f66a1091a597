import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, type APIRequestContext, type Locator } from "@playwright/test";
import { signedInTest as test } from "./helpers/admin";
import { query } from "./helpers/backend";

// The privacy tab against the real server: a visitor's data is found,
// handed over as JSON and erased only once the address is typed twice.

function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.in`;
}

async function submit(request: APIRequestContext, path: string, data: Record<string, string>, status = 201): Promise<void> {
  const response = await request.post(path, { data, headers: { "Idempotency-Key": randomUUID() } });
  expect(response.status(), `${path} answered ${await response.text()}`).toBe(status);
}

/** Rows anywhere that still carry the address. */
async function storedFor(email: string): Promise<Record<string, number>> {
  const [row] = await query<{ contacts: number; subscriptions: number; mails: number }>(
    `SELECT
       (SELECT count(*)::int FROM contacts WHERE lower(email) = $1) AS contacts,
       (SELECT count(*)::int FROM newsletter_subscriptions WHERE lower(email) = $1) AS subscriptions,
       (SELECT count(*)::int FROM outbox_mails
          WHERE lower("to") = $1 OR lower(reply_to) = $1 OR strpos(lower(subject), $1) > 0 OR strpos(lower(text), $1) > 0) AS mails`,
    [email],
  );
  return { ...row };
}

function count(panel: Locator, label: string): Locator {
  return panel
    .locator("dl > div")
    .filter({ has: panel.page().locator("dt", { hasText: label }) })
    .locator("dd");
}

test("an admin finds a visitor's data, downloads it as JSON, and erases it after typing the address twice", async ({ page }) => {
  const email = uniqueEmail("privacy");
  const message = `Privacy e2e message ${randomUUID()}`;
  await submit(page.request, "/api/contact", { name: "Priya Test", email, projectDetails: message });
  // The newsletter answers every sign-up alike (202), so it never tells who is subscribed.
  await submit(page.request, "/api/newsletter", { email }, 202);
  // Mails: the contact's notification (reply-to) and acknowledgement, the newsletter's notice and welcome.
  expect(await storedFor(email)).toEqual({ contacts: 1, subscriptions: 1, mails: 4 });

  await page.goto("/admin?tab=privacy");
  const panel = page.getByRole("region", { name: "Privacy requests" });
  await panel.getByLabel("Visitor's e-mail address").fill(` ${email.toUpperCase()} `);
  await panel.getByRole("button", { name: "Search" }).click();

  await expect(panel.getByRole("status")).toHaveText(`Found 6 rows for ${email}.`);
  await expect(panel.getByRole("heading", { name: `Stored for ${email}` })).toBeVisible();
  await expect(count(panel, "Contact messages")).toHaveText("1");
  await expect(count(panel, "Newsletter subscriptions")).toHaveText("1");
  await expect(count(panel, "Notification mails")).toHaveText("4");
  await expect(panel.getByText(message)).toBeVisible();
  await expect(panel.getByText("Payments stay as accounting records")).toBeVisible();

  const downloading = page.waitForEvent("download");
  await panel.getByRole("link", { name: "Download JSON" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile(await download.path(), "utf8")) as {
    email: string;
    generatedAt: string;
    contacts: { projectDetails: string }[];
    newsletterSubscriptions: unknown[];
  };
  expect(exported.email).toBe(email);
  expect(Date.parse(exported.generatedAt)).not.toBeNaN();
  expect(exported.contacts.map((contact) => contact.projectDetails)).toEqual([message]);
  expect(exported.newsletterSubscriptions).toHaveLength(1);

  // A wrong confirmation erases nothing, in the panel or sent straight to the route.
  await panel.getByRole("button", { name: "Erase all data for this address" }).click();
  const dialog = page.getByRole("dialog", { name: `Erase all data for ${email}?` });
  const confirmation = dialog.getByLabel("Type the address again to confirm");
  await expect(confirmation).toBeFocused();
  await confirmation.fill(`other-${email}`);
  await dialog.getByRole("button", { name: "Erase permanently" }).click();
  await expect(dialog.getByText(`The address does not match. Type ${email} to confirm.`)).toBeVisible();
  const refused = await page.request.post("/api/admin/privacy/erase", { data: { email, confirmEmail: `other-${email}` } });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({
    error: "validation",
    fieldErrors: { confirmEmail: ["The confirmation does not match the address."] },
  });
  expect(await storedFor(email)).toEqual({ contacts: 1, subscriptions: 1, mails: 4 });

  await confirmation.fill(email);
  await confirmation.press("Enter");
  await expect(page.getByText(`Erased the data of ${email}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole("status")).toHaveText(`Nothing is stored for ${email}.`);
  expect(await storedFor(email)).toEqual({ contacts: 0, subscriptions: 0, mails: 0 });
});

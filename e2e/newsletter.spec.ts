import { expect, test, type Page } from "@playwright/test";
import { textsFor } from "../lib/i18n/texts";
import { e2eNotifyEmail } from "../test/e2e-settings";
import { addressOf, query, waitForMail } from "./helpers/backend";
import { acceptCookies, settledBox, toast } from "./helpers/page";

// The footer newsletter form against the real server, database and SMTP server.

async function subscribe(page: Page, email: string) {
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
}

test.beforeEach(async ({ page }) => acceptCookies(page));

test("subscribing stores the address once, whatever its case, and mails the agency", async ({ page }) => {
  await page.goto("/about");
  await subscribe(page, "Lakshmi.E2E@Example.in");
  await expect(page.getByText("Subscribed! 🎉")).toBeVisible();

  await subscribe(page, "LAKSHMI.e2e@example.in");
  await expect(page.getByText("Subscribed! 🎉")).toHaveCount(2);

  const rows = await query<{ email: string }>("SELECT email FROM newsletter_subscriptions WHERE email LIKE 'lakshmi.e2e%'");
  expect(rows).toEqual([{ email: "lakshmi.e2e@example.in" }]);
  const mail = await waitForMail((candidate) => candidate.subject === "New Newsletter Subscriber: lakshmi.e2e@example.in");
  expect(addressOf(mail)).toBe(e2eNotifyEmail);
});

test("after a sign-up, a sentence under the form asks to confirm from the mail, in the page's language; the spec's toast stays as written", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const locale of ["en", "te", "hi"] as const) {
    const { newsletter, newsletterToasts } = textsFor(locale).shell;
    await page.goto(locale === "en" ? "/about" : `/${locale}/about`);
    const form = page.locator("footer form");
    await form.getByLabel(newsletter.email).fill(`hint.${locale}.${Date.now()}@example.in`);
    await form.getByRole("button", { name: newsletter.subscribe }).click();

    await expect(form.getByRole("status")).toHaveText(newsletterToasts.confirm);
    await expect(toast(page, newsletterToasts.subscribed)).toContainText(newsletterToasts.thanks);
    // In the page's own fonts (Noto Sans Telugu or Devanagari on those pages), not sonner's.
    const fontOf = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).fontFamily);
    expect(await fontOf("[data-sonner-toaster]")).toBe(await fontOf("body"));
    await expect(form.getByLabel(newsletter.email)).toHaveValue("");
    // The toast shows away from the form: it covers neither the field, the button nor the sentence.
    const toastBox = await settledBox(toast(page, newsletterToasts.subscribed));
    for (const part of [form.getByLabel(newsletter.email), form.getByRole("button"), form.getByRole("status")]) {
      const box = await part.boundingBox();
      const apart =
        !toastBox ||
        !box ||
        toastBox.y + toastBox.height <= box.y ||
        box.y + box.height <= toastBox.y ||
        toastBox.x + toastBox.width <= box.x;
      expect(apart, `${locale}: the toast over ${await part.textContent()}`).toBe(true);
    }
  }
});

test("the welcome mail's link confirms the address, and its one-click unsubscribe ends the subscription", async ({ page }) => {
  // An address of its own each run: a retry must not find the first run's (expired) welcome.
  const email = `confirm.e2e.${Date.now()}@example.in`;
  await page.goto("/about");
  await subscribe(page, email);
  await expect(page.getByText("Subscribed! 🎉")).toBeVisible();
  const welcome = await waitForMail((mail) => addressOf(mail) === email);
  expect(welcome.subject).toBe("Please confirm your subscription – Agency Name");
  const confirmLink = (welcome.text ?? "").match(/http[^\s\]]+\/api\/newsletter\/confirm\?[^\s\]]+/)?.[0] ?? "";
  const unsubscribeLink = (welcome.text ?? "").match(/http[^\s\]]+\/api\/newsletter\/unsubscribe\?[^\s\]]+/)?.[0] ?? "";
  expect(welcome.headerLines.find((line) => line.key === "list-unsubscribe-post")?.line).toBe(
    "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
  );
  const state = () =>
    query<{ confirmed: boolean; unsubscribed: boolean }>(
      "SELECT confirmed_at IS NOT NULL AS confirmed, unsubscribed_at IS NOT NULL AS unsubscribed FROM newsletter_subscriptions WHERE email = $1",
      [email],
    );
  expect(await state()).toEqual([{ confirmed: false, unsubscribed: false }]);

  await page.goto(confirmLink);
  await expect(page.getByRole("heading", { name: "Confirm your subscription" })).toBeVisible();
  expect(await state()).toEqual([{ confirmed: false, unsubscribed: false }]);
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByRole("heading", { name: "Subscription confirmed" })).toBeVisible();
  expect(await state()).toEqual([{ confirmed: true, unsubscribed: false }]);

  // What a mail client's Unsubscribe button sends (RFC 8058).
  const oneClick = await page.request.post(unsubscribeLink, { form: { "List-Unsubscribe": "One-Click" } });
  expect(oneClick.status()).toBe(200);
  expect(await state()).toEqual([{ confirmed: true, unsubscribed: true }]);
});

test("a subscription made offline is kept, then sent once on the next visit", async ({ page }) => {
  await page.goto("/services");
  await page.route("/api/newsletter", (route) => route.abort("internetdisconnected"));
  await subscribe(page, "offline.e2e@example.in");
  await expect(page.getByText("An unexpected error occurred. Please try again. (Saved locally)")).toBeVisible();
  const kept = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("newsletter_subscription_")));
  expect(kept).toHaveLength(1);
  expect(await query("SELECT 1 FROM newsletter_subscriptions WHERE email = 'offline.e2e@example.in'")).toHaveLength(0);

  await page.unroute("/api/newsletter");
  await page.goto("/pricing");

  await expect(page.getByText("Saved submission sent")).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("newsletter_subscription_")).length))
    .toBe(0);
  expect(await query("SELECT 1 FROM newsletter_subscriptions WHERE email = 'offline.e2e@example.in'")).toHaveLength(1);
});

test("a kept submission that had reached the server is not stored twice", async ({ page }) => {
  const key = "5d0f7e4c-3b2a-4c19-8e7d-6f5a4b3c2d1e";
  // The first attempt reached the server, but the answer was lost on the way back.
  const first = await page.request.post("/api/contact", {
    headers: { "Idempotency-Key": key },
    data: { name: "Twice E2E", email: "twice.e2e@example.in", projectDetails: "Only once, please." },
  });
  expect(first.status()).toBe(201);
  await page.addInitScript((idempotencyKey) => {
    const entry = {
      name: "Twice E2E",
      email: "twice.e2e@example.in",
      projectDetails: "Only once, please.",
      submittedAt: new Date().toISOString(),
      id: Date.now(),
      error: true,
      idempotencyKey,
    };
    if (!localStorage.getItem("contactSubmissions")) localStorage.setItem("contactSubmissions", JSON.stringify([entry]));
  }, key);

  await page.goto("/");

  await expect.poll(() => page.evaluate(() => localStorage.getItem("contactSubmissions"))).toBeNull();
  expect(await query("SELECT 1 FROM contacts WHERE email = 'twice.e2e@example.in'")).toHaveLength(1);
});

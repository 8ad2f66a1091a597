import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { jobOpenings } from "@/lib/i18n/records/careers";
import { getService } from "@/lib/i18n/records/services";
import { formatInr } from "../lib/format/inr";
import { fill } from "../lib/i18n/fill";
import { localePath, locales, type Locale } from "../lib/i18n/locales";
import { textsFor } from "../lib/i18n/texts";
import { wordsOf } from "../lib/i18n/words";
import { addressOf, receivedMail, waitForMail } from "./helpers/backend";
import { htmlText } from "./helpers/html";
import { openHydrated, settledBox, toast } from "./helpers/page";
import { serveCheckoutStandIn } from "./helpers/razorpay-checkout";

// The answers a visitor keeps: the quote's payment said before it starts, and
// the confirmations of a quote, an application and a Buy Now that stay on the
// page after their toasts, under them at a phone's width, with the applicant's
// mail in the page's language; and every opening's page saying what the job is.

const toastGoneMs = 10_000;
/** A checkout (order, script, verification) or a step's checks on a busy machine. */
const slowMs = 20_000;
/** The quote's service: its estimate is what the review and the checkout state. */
const quoteService = "entertainment";

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** No toast in the page covers any text or button of the confirmation. */
async function expectToastsClearOf(page: Page, confirmation: Locator): Promise<void> {
  const toasts = page.locator("[data-sonner-toast]");
  await expect(toasts.first()).toBeVisible();
  const parts = confirmation.locator("h2, p, li, a, button").filter({ hasNot: page.locator("[data-sonner-toast]") });
  const partBoxes = (await parts.evaluateAll((elements) =>
    elements
      .filter((element) => !element.closest("[data-sonner-toast]"))
      .map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x, y, width, height };
      }),
  )) as Box[];
  expect(partBoxes.length).toBeGreaterThan(4);
  for (let index = 0; index < (await toasts.count()); index += 1) {
    const box = await settledBox(toasts.nth(index));
    if (!box) continue;
    for (const part of partBoxes) expect(overlaps(box, part), `a toast covers ${JSON.stringify(part)}`).toBe(false);
  }
}

/** Steps 1 to 3 of the wizard on a page in any language, by the fields' ids and the step's one submit button. */
async function walkToReview(page: Page, locale: Locale, email: string): Promise<Locator> {
  await openHydrated(page, `${localePath(locale, "/quote")}?service=${quoteService}`);
  const main = page.locator("#main");
  await main.locator("#quote-name").fill("Nikhil Varma");
  await main.locator("#quote-email").fill(email);
  const next = main.locator('form button[type="submit"]');
  // Each Next waits for its step: leaving step 1 first loads the checks.
  await next.click();
  await expect(main.locator("#quote-name")).toHaveCount(0, { timeout: slowMs });
  await next.click();
  await main.locator("#quote-description").fill("A 60-second launch reel.");
  await main.locator('form button[type="submit"]').click();
  await expect(main.getByTestId("quote-estimate-total")).toBeVisible();
  return main;
}

test("the quote's review states the card payment before submit, in English, Telugu and Hindi", async ({ page }) => {
  const estimate = formatInr(getService(quoteService)?.rawPrice ?? 0);
  for (const locale of locales) {
    const main = await walkToReview(page, locale, `review-${locale}@example.in`);
    const words = textsFor(locale).quote.review.payment;
    const note = main.getByTestId("quote-payment-note");
    await expect(note).toContainText(fill(words.when, { amount: estimate }));
    await expect(note).toContainText(words.optional);
  }
});

/** A page of its own at a phone's width, so three flows can run side by side and share one wait. */
function phonePage(browser: Browser): Promise<Page> {
  return browser.newPage({ viewport: { width: 360, height: 740 }, baseURL: test.info().project.use.baseURL });
}

test("a quote, an application and a Buy Now end in confirmations that outlast their toasts, under none of them at 360 px", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const applicant = `applicant-${stamp}@example.in`;
  const [quotePage, careersPage, pricingPage] = await Promise.all([phonePage(browser), phonePage(browser), phonePage(browser)]);

  // A quote in English, paid: its toast and the payment's stand one under the other.
  await serveCheckoutStandIn(quotePage, "pay");
  const quote = await walkToReview(quotePage, "en", `lasting-${stamp}@example.in`);
  await quote.locator('form button[type="submit"]').click();
  const quoteConfirmation = quote.getByTestId("quote-confirmation");
  // The request's toast as the confirmation shows, then the payment's, perhaps beside it.
  await expect(toast(quotePage, "Quote Request Submitted! 🎉")).toBeVisible({ timeout: slowMs });
  await expectToastsClearOf(quotePage, quoteConfirmation);
  await expect(quoteConfirmation.locator("[data-payment-state]")).toHaveAttribute("data-payment-state", "paid", { timeout: slowMs });
  await expect(toast(quotePage, "Payment Successful!")).toBeVisible();
  await expectToastsClearOf(quotePage, quoteConfirmation);
  await expect(quoteConfirmation.getByTestId("confirmation-reference")).toHaveText(/^[0-9a-f-]{36}$/);

  // An application from the Telugu page.
  const job = jobOpenings[1];
  if (!job) throw new Error("missing opening");
  const te = textsFor("te");
  await openHydrated(careersPage, `/te/careers?position=${job.id}#apply`);
  const form = careersPage.locator("#apply");
  await form.locator("#apply-full-name").fill("Srinivas Reddy");
  await form.locator("#apply-email").fill(applicant);
  await form
    .locator("#apply-resume")
    .setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%cv\n") });
  await form.locator("#apply-age-confirmed").check();
  await form.locator('button[type="submit"]').click();
  const careerConfirmation = careersPage.getByTestId("career-confirmation");
  await expect(careerConfirmation.getByRole("heading", { name: te.careerForm.submitted })).toBeVisible({ timeout: 20_000 });
  await expect(careerConfirmation).toContainText(
    fill(te.careerForm.confirmation.applied, { opening: wordsOf(te.catalogue.jobs, job.id).title }),
  );
  await expectToastsClearOf(careersPage, careerConfirmation);
  const reference = (await careerConfirmation.getByTestId("confirmation-reference").textContent()) ?? "";

  // A plan bought from the Hindi pricing page.
  const hi = textsFor("hi").service.payment.confirmation;
  await serveCheckoutStandIn(pricingPage, "pay");
  await openHydrated(pricingPage, "/hi/pricing");
  await pricingPage.locator("article.plan-card button").first().click();
  const purchase = pricingPage.getByTestId("purchase-confirmation");
  await expect(purchase.getByRole("heading", { name: hi.title })).toBeVisible({ timeout: slowMs });
  await expect(purchase).toContainText(hi.monthly);
  await expect(purchase.getByTestId("confirmation-reference")).toHaveText(/^pay_E2E\w+$/);
  await expectToastsClearOf(pricingPage, purchase);

  // One wait for all three: the spec's toasts (5 s) are gone, the answers stay.
  await quotePage.waitForTimeout(toastGoneMs);
  for (const [page, confirmation] of [
    [quotePage, quoteConfirmation],
    [careersPage, careerConfirmation],
    [pricingPage, purchase],
  ] as const) {
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    await expect(confirmation.getByRole("heading", { level: 2 })).toBeVisible();
    await expect(confirmation.getByTestId("confirmation-reference")).toBeVisible();
    await page.close();
  }

  // The applicant's acknowledgement: once, in Telugu, naming the opening and the reference.
  const mail = await waitForMail((candidate) => addressOf(candidate) === applicant);
  expect(mail.subject).toContain(te.mail.career.heading);
  expect(mail.text).toContain(wordsOf(te.catalogue.jobs, job.id).title);
  expect(mail.text).toContain(reference);
  expect((await receivedMail()).filter((candidate) => addressOf(candidate) === applicant)).toHaveLength(1);
});

test("every opening's page says its duties, requirements and pay, in English, Telugu and Hindi", async ({ request }) => {
  for (const locale of locales) {
    const texts = textsFor(locale);
    for (const job of jobOpenings) {
      const response = await request.get(localePath(locale, `/careers/${job.id}`));
      expect(response.status()).toBe(200);
      const text = htmlText(await response.text());
      const words = wordsOf(texts.catalogue.jobs, job.id);
      for (const line of [texts.careers.duties, ...words.duties, texts.careers.requirements, ...words.requirements, texts.careers.pay]) {
        expect(text, `${locale} ${job.id}`).toContain(line);
      }
      const pay = job.pay
        ? fill(texts.careers.payRange[job.pay.per], { min: formatInr(job.pay.min), max: formatInr(job.pay.max) })
        : texts.careers.payAsPerExperience;
      expect(text, `${locale} ${job.id}`).toContain(pay);
    }
  }
});

import { expect } from "@playwright/test";
import { company } from "../lib/catalogue/company";
import { fill } from "../lib/i18n/fill";
import { textsFor } from "../lib/i18n/texts";
import { pdfText } from "../test/pdf-text";
import { adminTest as test } from "./helpers/admin";
import { seriousViolations } from "./helpers/axe";
import { query, waitForMail } from "./helpers/backend";
import { acceptCookies, openHydrated } from "./helpers/page";
import { serveCheckoutStandIn } from "./helpers/razorpay-checkout";

// The loop a payment closes, end to end: a quote paid from the Telugu wizard through the
// checkout stand-in gets its receipt mail (Telugu, with a PDF a reader opens), the receipt's
// page in Telugu that passes axe, a 404 for an altered link, and the quote shows as paid.

test("a Telugu quote paid at checkout gets a Telugu receipt by mail and link, and shows as paid to the admin", async ({
  page,
  adminPage,
}) => {
  const { quote: texts, receipt: words } = textsFor("te");
  const email = `receipt.te.${Date.now()}@example.in`;
  await acceptCookies(page);
  await serveCheckoutStandIn(page, "pay");
  await openHydrated(page, "/te/quote?service=entertainment");
  const main = page.locator("#main");
  const stepHeading = main.getByRole("heading", { level: 2 }).first();
  await expect(stepHeading).toHaveText(texts.steps.personal.title, { timeout: 20_000 });
  await main.getByLabel(texts.personal.name).fill("Sravani Rao");
  await main.getByLabel(texts.personal.email).fill(email);
  // Each Next once its step shows: a click while step 1 still loads its checks would be taken by step 1 again.
  for (const step of [texts.steps.services, texts.steps.project]) {
    await main.getByRole("button", { name: texts.next, exact: true }).click();
    await expect(stepHeading).toHaveText(step.title);
  }
  await main.getByLabel(texts.project.description).fill("60 సెకన్ల లాంచ్ రీల్.");
  await main.getByRole("button", { name: texts.next, exact: true }).click();
  await main.getByRole("button", { name: texts.submit }).click();

  await expect(main.locator("[data-payment-state]")).toHaveAttribute("data-payment-state", "paid");
  const [receipt] = await query<{ number: string; language: string }>(
    `SELECT r.number, r.language FROM receipts r JOIN payments p ON p.id = r.payment_id JOIN quotes q ON q.id = p.quote_id WHERE q.email = $1`,
    [email],
  );
  expect(receipt?.language).toBe("te");
  const number = receipt?.number ?? "";
  expect(number).toMatch(/^RCPT\/\d{4}-\d{2}\/\d{4,}$/);

  // The receipt mail: in Telugu, to the address the payer gave checkout, with its PDF.
  const mail = await waitForMail((received) => received.subject === `${fill(words.mail.subject, { number })} – ${company.name}`);
  expect(mail.html).toContain('lang="te"');
  expect(mail.text).toContain("రూపాయలు ఒక వెయ్యి తొమ్మిది వందల తొంభై తొమ్మిది మాత్రమే");
  const pdf = mail.attachments.find((attachment) => attachment.contentType === "application/pdf");
  const pdfWords = await pdfText(pdf?.content ?? new Uint8Array());
  // Its Telugu words are read back exactly with poppler in lib/receipts/receipts.int.test.ts.
  for (const fact of [number, "₹1,999", company.legalName, `CIN: ${company.cin}`]) expect(pdfWords.text).toContain(fact);

  // The link only the payer received: the receipt's page in Telugu, which passes axe.
  const link = /https?:\/\/\S+\/api\/receipts\/[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}/.exec(mail.text ?? "")?.[0] ?? "";
  const path = new URL(link).pathname;
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "te");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.title);
  await expect(page.getByRole("table")).toContainText(number);
  await expect(page.getByRole("table")).toContainText("₹1,999");
  // In the site's Telugu font, which the page's policy lets it load.
  await expect
    .poll(() => page.evaluate(() => [...document.fonts].some((font) => font.family === "receipt-telugu" && font.status === "loaded")))
    .toBe(true);
  expect(await seriousViolations(page)).toEqual([]);

  // An altered link opens nothing.
  const tampered = await page.goto(path.slice(0, -1) + (path.endsWith("A") ? "B" : "A"));
  expect(tampered?.status()).toBe(404);

  // The admin sees the quote paid, with its receipt.
  await adminPage.goto(`/admin?tab=quotes&q=${encodeURIComponent(email)}`);
  const row = adminPage.getByRole("row", { name: /Sravani Rao/ });
  await expect(row.locator("[data-quote-paid]")).toContainText("Paid");
  await expect(row.getByRole("link", { name: number })).toHaveAttribute("href", /\/api\/admin\/receipts\/[0-9a-f-]{36}$/);
});

import { expect, test, type Page } from "@playwright/test";
import { backupKeys } from "../lib/browser/local-backup";
import { e2eNotifyEmail } from "../test/e2e-settings";
import { samplePdf } from "../test/documents";
import { addressOf, query, waitForMail } from "./helpers/backend";
import { acceptCookies } from "./helpers/page";

// Each form through the UI against the real server: the row Postgres holds and
// the mail the SMTP server received.

test.beforeEach(async ({ page }) => acceptCookies(page));

function main(page: Page) {
  return page.locator("#main");
}

function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.in`;
}

async function fillContact(page: Page, email: string) {
  const form = main(page).getByRole("form", { name: "Contact form" });
  await form.getByLabel("Full Name").fill("Sana <b>Sheikh</b>");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Phone").fill("040 2345 6789");
  await form.getByLabel("Service interested in").selectOption({ label: "Video Editing Services" });
  await form.getByLabel("Project Details").fill("Two product videos <script>alert(1)</script> for our bakery.");
  return form;
}

test("a contact message is stored, and the agency and the visitor are mailed", async ({ page }) => {
  const email = uniqueEmail("contact");
  await page.goto("/contact");
  await page.waitForLoadState("networkidle");
  const form = await fillContact(page, email);

  await form.getByRole("button", { name: "Send Message" }).click();

  await expect(page.getByText("Message Sent Successfully! 🎉")).toBeVisible();
  await expect(form.getByLabel("Full Name")).toHaveValue("");
  const rows = await query("SELECT name, phone, interested_service, project_details FROM contacts WHERE email = $1", [email]);
  expect(rows).toEqual([
    {
      name: "Sana <b>Sheikh</b>",
      phone: "+914023456789",
      interested_service: "entertainment",
      project_details: "Two product videos <script>alert(1)</script> for our bakery.",
    },
  ]);
  const notification = await waitForMail(
    (mail) => mail.subject === "New Contact Form Submission from Sana <b>Sheikh</b>" && (mail.text ?? "").includes(email),
  );
  expect(addressOf(notification)).toBe(e2eNotifyEmail);
  expect(notification.text).toContain("Video Editing Services");
  expect(notification.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  expect(notification.html).not.toContain("<script>");
  const acknowledgement = await waitForMail((mail) => addressOf(mail) === email);
  expect(acknowledgement.subject).toBe("We received your message – Agency Name");
  expect(acknowledgement.text).toContain("We'll get back to you within 24 hours.");
});

test("a contact message sent while offline is kept, then stored once on the next visit", async ({ page }) => {
  const email = uniqueEmail("offline-contact");
  await page.goto("/contact");
  await page.waitForLoadState("networkidle");
  const form = await fillContact(page, email);
  await page.route("**/api/contact", (route) => route.abort("internetdisconnected"));

  await form.getByRole("button", { name: "Send Message" }).click();

  await expect(page.getByText("Data Saved Locally")).toBeVisible();
  const kept = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? "[]") as { email: string; error: boolean }[],
    backupKeys.contact,
  );
  expect(kept).toMatchObject([{ email, error: true }]);
  expect(await query("SELECT 1 FROM contacts WHERE email = $1", [email])).toHaveLength(0);

  await page.unroute("**/api/contact");
  await page.goto("/about");

  await expect(page.getByText("Saved submission sent")).toBeVisible();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), backupKeys.contact)).toBeNull();
  await page.reload();
  await page.waitForLoadState("networkidle");
  expect(await query("SELECT 1 FROM contacts WHERE email = $1", [email])).toHaveLength(1);
  await waitForMail((mail) => addressOf(mail) === email);
});

test("a quote is stored with the server's estimate and both mails name it", async ({ page }) => {
  const email = uniqueEmail("quote");
  await page.route("https://checkout.razorpay.com/**", (route) => route.abort());
  await page.goto("/quote?service=web");
  await page.waitForLoadState("networkidle");
  await expect(main(page).getByRole("heading", { level: 2 }).first()).toHaveText("Personal Information", { timeout: 20_000 });
  await main(page).getByLabel("Full Name").fill("Arjun Reddy");
  await main(page).getByLabel("Email Address").fill(email);
  await main(page).getByRole("button", { name: "Next", exact: true }).click();
  await main(page)
    .getByRole("checkbox", { name: /SEO Pro Package/ })
    .check();
  await main(page).getByRole("button", { name: "Next", exact: true }).click();
  await main(page)
    .getByRole("radio", { name: /Priority/ })
    .check();
  await main(page).getByLabel("Project Description").fill("A clinic website with online booking.");
  await main(page).getByRole("button", { name: "Next", exact: true }).click();
  await main(page).getByRole("button", { name: "Submit Quote Request" }).click();

  await expect(main(page).getByRole("heading", { name: "Quote Request Submitted!" })).toBeVisible();
  // (7,999 + 6,999) × 1.25 = 18,747.5, rounded
  const rows = await query("SELECT services, additional_services, urgency::text, estimate, status::text FROM quotes WHERE email = $1", [
    email,
  ]);
  expect(rows).toEqual([{ services: ["web"], additional_services: ["seo-pro"], urgency: "priority", estimate: 18_748, status: "pending" }]);
  const notification = await waitForMail(
    (mail) => mail.subject === "New Quote Request from Arjun Reddy" && (mail.text ?? "").includes(email),
  );
  expect(notification.text).toContain("₹18,748");
  const acknowledgement = await waitForMail((mail) => addressOf(mail) === email);
  expect(acknowledgement.text).toContain("Your estimate: ₹18,748");
});

test("a job application is stored with its resume, and the agency is mailed", async ({ page }) => {
  const email = uniqueEmail("careers");
  await page.goto("/careers");
  // The form takes over from its server-rendered fallback on hydration; type only after that.
  await page.waitForLoadState("networkidle");
  const form = main(page).getByRole("form", { name: "Job application form" });
  await form.getByLabel("Full Name").fill("Divya Menon");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Applying for").selectOption("Graphic Designer");
  await form.getByLabel("Resume").setInputFiles({ name: "Divya Menon.pdf", mimeType: "application/pdf", buffer: Buffer.from(samplePdf()) });
  await form.getByRole("checkbox", { name: /18 years or older/ }).check();

  await form.getByRole("button", { name: "Submit Application" }).click();

  // The resume goes first, in chunks, to the real upload route: seconds on a busy machine.
  await expect(page.getByRole("heading", { name: "Application Submitted!" })).toBeVisible({ timeout: 20_000 });
  const rows = await query<{ applying_for: string; resume_url: string; original_name: string; content_type: string; size: number }>(
    `SELECT a.applying_for, a.resume_url, r.original_name, r.content_type, r.size
       FROM career_applications a JOIN resumes r ON r.id = a.resume_id WHERE a.email = $1`,
    [email],
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    applying_for: "Graphic Designer",
    original_name: "Divya Menon.pdf",
    content_type: "application/pdf",
    size: samplePdf().byteLength,
  });
  expect(rows[0]?.resume_url).toMatch(/^resume:[0-9a-f-]{36}$/);
  const notification = await waitForMail(
    (mail) => mail.subject === "New Job Application from Divya Menon for Graphic Designer" && (mail.text ?? "").includes(email),
  );
  expect(addressOf(notification)).toBe(e2eNotifyEmail);
  expect(notification.text).toContain("Divya Menon.pdf");
});

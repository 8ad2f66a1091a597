import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test as anonymousTest, type Download, type Page } from "@playwright/test";
import { e2eAdmin } from "../test/e2e-settings";
import { samplePdf } from "../test/documents";
import { signedInTest as test, signInAsAdmin } from "./helpers/admin";
import { seriousViolations } from "./helpers/axe";
import { createAdmin, query } from "./helpers/backend";
import { acceptCookies } from "./helpers/page";

// The dashboard against the real server and its database. Other specs add
// rows at the same time, so counts are compared with the database around the
// page load, and every test finds its own rows by a unique token. Tests start
// signed in as the shared admin (e2e/helpers/admin.ts); the sign-in itself is
// e2e/admin-login.spec.ts's.

test.beforeEach(async ({ page }) => acceptCookies(page));

function uniqueToken(label: string): string {
  return `${label}${Date.now()}${Math.floor(Math.random() * 1e6)}`;
}

function card(page: Page, label: string) {
  return page
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd")
    .first();
}

function rows(page: Page, list: string) {
  return page.locator(`#${list}-table tbody tr`);
}

async function countRows(table: string): Promise<number> {
  const [row] = await query<{ count: string }>(`SELECT count(*) AS count FROM ${table}`);
  return Number(row?.count);
}

/** Searches the open list (waiting for it first: a tab's panel replaces the form when it arrives). */
async function search(page: Page, list: string, text: string) {
  await expect(page.locator(`#${list}-table`)).toBeVisible();
  const form = page.getByRole("search");
  await form.getByLabel("Search").fill(text);
  await expect(form.getByLabel("Search")).toHaveValue(text);
  await form.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text).replace(/%20/g, "\\+")}`));
}

async function readDownload(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFileSync(path);
}

test("the totals match the database and a lead submitted earlier is listed with its labels and local time", async ({ page }) => {
  const email = `${uniqueToken("dash-lead-")}@example.in`;
  const stored = await page.request.post("/api/contact", {
    headers: { "Idempotency-Key": randomUUID() },
    data: {
      name: "Dashboard Lead",
      email,
      phone: "98765 43210",
      interestedService: "web",
      budget: "discuss",
      projectDetails: "A new website.",
    },
  });
  expect(stored.status()).toBe(201);
  const tables = {
    "Total Contacts": "contacts",
    "Total Quotes": "quotes",
    Applications: "career_applications",
    Subscribers: "newsletter_subscriptions WHERE confirmed_at IS NOT NULL AND unsubscribed_at IS NULL",
    "Payments received": "payments WHERE status = 'paid'",
  };
  const before = Object.fromEntries(
    await Promise.all(Object.entries(tables).map(async ([label, table]) => [label, await countRows(table)] as const)),
  );

  await page.goto("/admin");

  for (const [label, table] of Object.entries(tables)) {
    const shown = Number((await card(page, label).innerText()).replace(/,/g, ""));
    expect(shown, label).toBeGreaterThanOrEqual(before[label] ?? Infinity);
    expect(shown, label).toBeLessThanOrEqual(await countRows(table));
  }
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Contact Form Leads" })).toHaveAttribute("aria-current", "page");

  await search(page, "contacts", email);
  const row = rows(page, "contacts");
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell")).toHaveText(["Dashboard Lead", email, "+919876543210", "Web Development", "Let's discuss", /\d/]);
  const [{ created_at: createdAt } = { created_at: new Date(0) }] = await query<{ created_at: Date }>(
    "SELECT created_at FROM contacts WHERE email = $1",
    [email],
  );
  const time = row.locator("time");
  await expect(time).toHaveAttribute("datetime", createdAt.toISOString());
  // Formatted in the browser: the viewer's local time, not the server's UTC fallback.
  const expected = await page.evaluate(
    (iso) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }),
    createdAt.toISOString(),
  );
  await expect(time).toHaveText(expected);
  await expect(page.locator("table caption")).toHaveText("A list of recent leads.");
});

test("markup a visitor typed is shown on the dashboard as text and runs nothing", async ({ page }) => {
  const token = uniqueToken("markup-");
  const email = `${token}@example.in`;
  const name = `<img src=x onerror="window.__xss=1"><b>${token}</b>`;
  const stored = await page.request.post("/api/contact", {
    headers: { "Idempotency-Key": randomUUID() },
    data: {
      name,
      email,
      phone: "98765 43210",
      interestedService: "web",
      budget: "discuss",
      projectDetails: "<script>window.__xss=1</script>",
    },
  });
  expect(stored.status()).toBe(201);

  await page.goto("/admin");
  await search(page, "contacts", email);
  const row = rows(page, "contacts");
  await expect(row.getByRole("cell").first()).toHaveText(name);
  await expect(row.locator("img, b, script")).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  // Escaped in the server's HTML, not only in the rendered page.
  const html = await (await page.request.get(page.url())).text();
  expect(html).toContain(`&lt;img src=x onerror=&quot;window.__xss=1&quot;&gt;&lt;b&gt;${token}`);
  expect(html).not.toContain("<img src=x");
});

test("every tab is its own server-rendered view with its columns", async ({ page }) => {
  await page.goto("/admin");
  const tabs = [
    {
      name: "Quote Requests",
      tab: "quotes",
      columns: ["Name", "Email", "Timeline", "Budget", "Estimate", "Status", "Payment", "Submitted At"],
      caption: "A list of recent leads.",
    },
    {
      name: "Career Applications",
      tab: "careers",
      columns: ["Name", "Email", "Phone", "Applying For", "Resume", "Submitted At"],
      caption: "Job applications, newest first.",
    },
    {
      name: "Newsletter Subscribers",
      tab: "newsletter",
      columns: ["Email", "Status", "Subscribed At", "Confirmed At", "Left At"],
      caption: "Newsletter sign-ups, pending, confirmed and left, newest first.",
    },
    {
      name: "Payments",
      tab: "payments",
      columns: ["Payer", "Bought", "Amount", "Status", "Receipt", "Paid At"],
      caption: "Payments received, refunded ones included, newest first.",
    },
    {
      name: "Contact Form Leads",
      tab: "contacts",
      columns: ["Name", "Email", "Phone", "Interested Service", "Budget", "Submitted At"],
      caption: "A list of recent leads.",
    },
  ];
  const nav = page.getByRole("navigation", { name: "Dashboard sections" });
  for (const { name, tab, columns, caption } of tabs) {
    await nav.getByRole("link", { name }).click();
    await expect(page).toHaveURL(tab === "contacts" ? /\/admin$/ : new RegExp(`/admin\\?tab=${tab}$`));
    await expect(nav.getByRole("link", { name })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    await expect(page.locator(`#${tab}-table thead th`)).toHaveText(columns);
    await expect(page.locator(`#${tab}-table caption`)).toHaveText(caption);
  }

  await nav.getByRole("link", { name: "Privacy" }).click();
  await expect(page).toHaveURL(/\/admin\?tab=privacy$/);
  await expect(page.getByRole("heading", { level: 2, name: "Privacy requests" })).toBeVisible();

  // The tabs are plain links: a reload or a bookmark lands on the same view.
  await page.goto("/admin?tab=payments");
  await expect(page.getByRole("heading", { level: 2, name: "Payments" })).toBeVisible();
});

test("search is case-insensitive over name, e-mail, company and phone, and shows No leads found. when nothing matches", async ({
  page,
}) => {
  const token = uniqueToken("srch");
  await query(
    `INSERT INTO contacts (name, email, phone, company, project_details) VALUES
      ($1, $2, '+914023456789', NULL, 'x'),
      ('Other Person', $3, NULL, $4, 'x')`,
    [`Meera ${token}`, `meera.${token}@example.in`, `other.${token}@example.in`, `${token} Foods`],
  );
  await page.goto("/admin");

  await search(page, "contacts", token.toUpperCase());
  await expect(rows(page, "contacts")).toHaveCount(2);
  await expect(page.getByText("Showing 1–2 of 2")).toBeVisible();

  await search(page, "contacts", `MEERA.${token}`);
  await expect(rows(page, "contacts")).toHaveCount(1);
  await expect(rows(page, "contacts").first()).toContainText(`Meera ${token}`);

  await search(page, "contacts", `${token} foods`);
  await expect(rows(page, "contacts")).toHaveCount(1);
  await expect(rows(page, "contacts").first()).toContainText("Other Person");

  await search(page, "contacts", `nothing-${token}`);
  await expect(rows(page, "contacts")).toHaveText(["No leads found."]);

  await page.getByRole("link", { name: "Clear search" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("search").getByLabel("Search")).toHaveValue("");
});

test("lists are paged 50 at a time with Previous and Next", async ({ page }) => {
  const token = uniqueToken("page");
  await query(
    `INSERT INTO contacts (name, email, project_details, created_at)
     SELECT $1 || ' #' || n, $1 || '.' || n || '@example.in', 'x', now() - n * interval '1 minute'
     FROM generate_series(1, 55) AS n`,
    [token],
  );
  await page.goto("/admin");
  await search(page, "contacts", token);

  await expect(page.getByText("Showing 1–50 of 55")).toBeVisible();
  await expect(rows(page, "contacts")).toHaveCount(50);
  await expect(rows(page, "contacts").first()).toContainText(`${token} #1`);
  await expect(rows(page, "contacts").last()).toContainText(`${token} #50`);

  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText("Showing 51–55 of 55")).toBeVisible();
  await expect(rows(page, "contacts")).toHaveCount(5);
  await expect(rows(page, "contacts").last()).toContainText(`${token} #55`);
  await expect(page.getByRole("link", { name: "Next" })).toHaveCount(0);

  await page.getByRole("link", { name: "Previous" }).click();
  await expect(page.getByText("Showing 1–50 of 55")).toBeVisible();
});

test("a quote's status change is saved with its history and survives a reload", async ({ page }) => {
  const token = uniqueToken("status");
  const [quote] = await query<{ id: string }>(
    "INSERT INTO quotes (name, email, description, estimate, timeline, budget) VALUES ($1, $2, 'x', 22497, '2-4-weeks', '25000-50000') RETURNING id",
    [`Quote ${token}`, `${token}@example.in`],
  );
  const quoteId = quote?.id ?? "";
  await page.goto(`/admin?tab=quotes&q=${token}`);
  const row = rows(page, "quotes");
  await expect(row.getByRole("cell")).toHaveText([
    `Quote ${token}`,
    `${token}@example.in`,
    "2-4 weeks",
    "₹25,000 - ₹50,000",
    "₹22,497",
    /Pending/,
    // Not paid: the payment column says so.
    /None/,
    /\d/,
  ]);
  const select = page.getByLabel(`Status of the quote from Quote ${token}`);
  await expect(select).toHaveValue("pending");

  await select.selectOption("contacted");
  await expect(page.getByText(`Quote ${token}: Contacted`)).toBeVisible();
  await expect(row.getByText(/^Changed /)).toBeVisible();
  await select.selectOption("won");
  await expect(page.getByText(`Quote ${token}: Won`)).toBeVisible();
  await expect(select).toBeEnabled();

  expect(await query("SELECT status FROM quotes WHERE id = $1", [quoteId])).toEqual([{ status: "won" }]);
  expect(
    await query("SELECT from_status, to_status, changed_by FROM quote_status_changes WHERE quote_id = $1 ORDER BY changed_at", [quoteId]),
  ).toEqual([
    { from_status: "pending", to_status: "contacted", changed_by: e2eAdmin.email },
    { from_status: "contacted", to_status: "won", changed_by: e2eAdmin.email },
  ]);

  await page.reload();
  await expect(page.getByLabel(`Status of the quote from Quote ${token}`)).toHaveValue("won");
  await expect(row.getByText(/^Changed /)).toBeVisible();
});

test("Export CSV downloads the searched list as an Excel-ready, formula-safe CSV", async ({ page }) => {
  const token = uniqueToken("csv");
  await query(
    `INSERT INTO contacts (name, email, company, interested_service, project_details, created_at) VALUES
      ($1, $2, 'Rao, Sons & Co', 'marketing', 'Line one' || chr(10) || 'said "hi"', now() - interval '1 minute'),
      ($3, $4, NULL, NULL, 'x', now())`,
    [`=HYPERLINK("http://evil.example") ${token}`, `a.${token}@example.in`, `Ravi ${token}`, `b.${token}@example.in`],
  );
  await page.goto("/admin");
  await search(page, "contacts", token);

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);

  expect(download.suggestedFilename()).toMatch(/^contacts-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readDownload(download);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString("utf8");
  expect(text.endsWith("\r\n")).toBe(true);
  const lines = text.slice(0, -2).split("\r\n");
  expect(lines[0]).toBe(
    "Name,Email,Phone,Company,Interested Service,Budget,Project Details,Submitted At (IST),Source,UTM Campaign,Landing Page",
  );
  // Newest first; the line feed inside a quoted field is data, not a record end.
  expect(lines).toHaveLength(3);
  expect(lines[1]).toMatch(new RegExp(`^Ravi ${token},b\\.${token}@example\\.in,,,,,x,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2},,,$`));
  expect(lines[2]).toContain(
    `"'=HYPERLINK(""http://evil.example"") ${token}",a.${token}@example.in,,"Rao, Sons & Co",Social Media Marketing,,"Line one\nsaid ""hi""",`,
  );
});

test("a resume sent with a real application downloads from the careers tab as it was uploaded", async ({ page }) => {
  const email = `${uniqueToken("resume-")}@example.in`;
  const pdf = Buffer.from(samplePdf(`Resume of ${email}`));
  const sent = await page.request.post("/api/careers", {
    headers: { "Idempotency-Key": randomUUID() },
    multipart: {
      fullName: "Resume Applicant",
      email,
      applyingFor: "Graphic Designer",
      ageConfirmed: "true",
      resume: { name: "Resume Applicant CV.pdf", mimeType: "application/pdf", buffer: pdf },
    },
  });
  expect(sent.status()).toBe(201);

  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: "Career Applications" }).click();
  await search(page, "careers", email);
  await expect(rows(page, "careers").getByRole("cell")).toHaveText([
    "Resume Applicant",
    email,
    "—None",
    "Graphic Designer",
    /Resume Applicant CV\.pdf/,
    /\d/,
  ]);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: /^Resume Applicant CV\.pdf \(resume of Resume Applicant\) \(\d+ B\)$/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("Resume Applicant CV.pdf");
  expect(await readDownload(download)).toEqual(pdf);
});

test("a refunded payment says Refunded, the month's money drops by it, and its page leads with the payer and the receipt", async ({
  page,
}) => {
  const token = uniqueToken("refund");
  const amountPaise = 459_900;
  const [quote] = await query<{ id: string }>(
    "INSERT INTO quotes (name, email, description, estimate) VALUES ($1, $2, 'x', 4599) RETURNING id",
    [`Payer ${token}`, `${token}@example.in`],
  );
  const quoteId = quote?.id ?? "";
  const [payment] = await query<{ id: string }>(
    `INSERT INTO payments (purpose, reference, quote_id, description, amount_paise, razorpay_order_id, razorpay_payment_id, status, paid_at)
     VALUES ('quote', $1::text, $1::uuid, 'Project Quote Payment', $2, $3, $4, 'paid', now()) RETURNING id`,
    [quoteId, amountPaise, `order_${token}`, `pay_${token}`],
  );
  const paymentId = payment?.id ?? "";
  // A year no real receipt is numbered in: the app's own numbering never meets it.
  const number = `RCPT/1999-00/${token.slice(-6)}`;
  await query(
    `INSERT INTO receipts (payment_id, number, financial_year, sequence, issued_at, amount_paise, description, payer_name, payer_email, payer_contact)
     VALUES ($1, $2, '1999-00', $3, now(), $4, 'Project Quote Payment', $5, $6, '+919876543210')`,
    [paymentId, number, Number(token.slice(-6)), amountPaise, `Payer ${token}`, `${token}.pays@example.in`],
  );
  const received = async () => Number((await card(page, "Received this month").innerText()).replace(/[^\d.-]/g, ""));

  await page.goto(`/admin?tab=payments&q=${token}`);
  const before = await received();
  const row = rows(page, "payments");
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell").nth(3)).toHaveText("Paid");

  await query(
    "INSERT INTO payment_refunds (id, payment_id, amount_paise, currency, status, processed_at) VALUES ($1, $2, $3, 'INR', 'processed', now())",
    [`rfnd_${token}`, paymentId, amountPaise],
  );
  await page.reload();
  await expect(row.getByRole("cell").nth(3)).toHaveText("Refunded");
  expect(before - (await received())).toBe(amountPaise / 100);
  await expect(page.locator('[data-count="refundedThisMonthPaise"]')).toContainText("refunded");

  // "Quote of X" opens that one quote.
  await row.getByRole("link", { name: `Quote of Payer ${token}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/quotes/${quoteId}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Payer ${token}` })).toBeVisible();
  await expect(page.getByRole("link", { name: `${token}@example.in` })).toHaveAttribute("href", `mailto:${token}@example.in`);

  await page.goto(`/admin/leads/payments/${paymentId}`);
  const summary = page.locator("[data-payment-summary]");
  await expect(summary).toContainText(`Payer ${token}`);
  await expect(summary.getByRole("link", { name: `${token}.pays@example.in` })).toHaveAttribute("href", `mailto:${token}.pays@example.in`);
  await expect(summary.getByRole("link", { name: "+919876543210" })).toHaveAttribute("href", "tel:+919876543210");
  await expect(summary.getByRole("link", { name: number })).toHaveAttribute("href", /^\/api\/admin\/receipts\//);
  await expect(summary.getByRole("button", { name: `Resend receipt ${number}` })).toBeVisible();
  await expect(summary).toContainText("Refunded");
  await expect(summary.getByRole("link", { name: `Quote of Payer ${token}` })).toHaveAttribute("href", `/admin/leads/quotes/${quoteId}`);
  await expect(page.getByText(`pay_${token}`)).toBeVisible();
});

anonymousTest("admin data is refused without a session", async ({ playwright, baseURL }) => {
  const anonymous = await playwright.request.newContext({ baseURL });
  try {
    expect((await anonymous.get("/api/admin/export/contacts")).status()).toBe(401);
    expect((await anonymous.get(`/api/admin/resumes/${randomUUID()}`)).status()).toBe(401);
    expect((await anonymous.post(`/api/admin/quotes/${randomUUID()}/status`, { data: { status: "won" } })).status()).toBe(401);
  } finally {
    await anonymous.dispose();
  }
});

anonymousTest("Logout goes to /login, /admin then sends you back there, and a copy of the old cookie no longer works", async ({ page }) => {
  const admin = { email: `logout-${randomUUID()}@agency.test`, password: "logout-test-password-1234" };
  await createAdmin(admin.email, admin.password);
  await signInAsAdmin(page, admin);
  const stolen = await page.context().cookies();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/admin?tab=quotes");
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get("/api/admin/export/quotes")).status()).toBe(401);

  // The session cookie, kept by someone who copied it before the logout, is refused too.
  await page.context().addCookies(stolen);
  expect((await page.request.get("/api/admin/export/quotes")).status()).toBe(401);
});

test("an open dashboard goes to /login once the session has ended", async ({ page }) => {
  await page.goto("/admin");
  await expect(page.getByRole("button", { name: "Refresh" })).toBeEnabled();
  await page.context().clearCookies();
  // The watcher checks every minute and whenever the window regains focus; a focus before its
  // effect has run (a busy machine hydrates late) is not heard, so the window regains it again.
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event("focus"))).catch(() => undefined);
    await expect(page).toHaveURL(/\/login$/, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
});

test("Refresh reloads the lists in place", async ({ page }) => {
  const token = uniqueToken("refresh");
  await page.goto("/admin");
  await search(page, "contacts", token);
  await expect(rows(page, "contacts")).toHaveText(["No leads found."]);
  await query("INSERT INTO contacts (name, email, project_details) VALUES ($1, $2, 'x')", [`Late ${token}`, `${token}@example.in`]);

  await page.getByRole("button", { name: "Refresh" }).click();

  await expect(rows(page, "contacts")).toHaveCount(1);
  await expect(rows(page, "contacts").first()).toContainText(`Late ${token}`);
  await expect(page).toHaveURL(new RegExp(`q=${token}`));
  await expect(page.getByRole("button", { name: "Refresh" })).toBeEnabled();
});

/** How far the page scrolls sideways: 0 when nothing is wider than the screen. */
function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

const everyTab = ["contacts", "quotes", "careers", "newsletter", "payments", "site", "privacy", "security", "audit"] as const;

/** What shows once a tab's panel has arrived (the lists and the Site tab stream in). */
function tabReady(page: Page, tab: (typeof everyTab)[number]) {
  if (tab === "site") return page.locator("#site-health");
  if (tab === "privacy") return page.getByRole("heading", { name: "Privacy requests" });
  if (tab === "security" || tab === "audit") return page.getByRole("heading", { level: 2 }).first();
  return page.locator(`#${tab}-table`);
}

// Axe runs once a tab and theme, at the width where that theme is drawn differently enough to
// matter: light at 1440 px (the tables), dark at 360 px (the tables as cards). Both widths are
// measured for sideways scrolling in both themes: that costs a reload, an axe run costs seconds.
const axeWidth = { light: 1440, dark: 360 } as const;

for (const colorScheme of ["light", "dark"] as const) {
  test(`every tab fits 360 and 1440 px without sideways scrolling and passes axe, ${colorScheme}`, async ({
    browser,
    baseURL,
    adminStorageState,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ baseURL, colorScheme, storageState: adminStorageState });
    const page = await context.newPage();
    try {
      const token = uniqueToken("axe");
      await query("INSERT INTO quotes (name, email, description, estimate) VALUES ($1, $2, 'x', 4599)", [
        `Axe ${token}`,
        `${token}@example.in`,
      ]);
      // A reading of every Web Vital, so the Site tab's widest table is drawn with its ratings.
      await query(
        `INSERT INTO site_vital_counts (day, page, device, metric, bucket, count)
         SELECT CURRENT_DATE, $1, 'mobile', metric, 3, 1 FROM unnest($2::text[]) AS metric
         ON CONFLICT DO NOTHING`,
        [`/axe-${token}`, ["LCP", "INP", "CLS", "FCP", "TTFB"]],
      );
      await page.goto("/admin");
      await expect(page.locator("html")).toHaveClass(new RegExp(colorScheme === "dark" ? "\\bdark\\b" : "^(?!.*\\bdark\\b)"));
      for (const width of [1440, 360]) {
        await page.setViewportSize({ width, height: 900 });
        for (const tab of everyTab) {
          await page.goto(`/admin?tab=${tab}`);
          await expect(tabReady(page, tab)).toBeVisible();
          expect(await sidewaysScroll(page), `${tab} at ${width} px`).toBeLessThanOrEqual(0);
          if (width === axeWidth[colorScheme]) expect(await seriousViolations(page), `${tab} at ${width} px`).toEqual([]);
        }
        // At 1440 every tab's link is inside the screen: none is hidden behind the edge.
        if (width === 1440) {
          for (const link of await page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link").all()) {
            const box = await link.boundingBox();
            expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width, await link.innerText()).toBe(true);
          }
        }
      }
    } finally {
      await context.close();
    }
  });
}

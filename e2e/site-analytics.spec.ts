import { expect, type Browser, type Page, type Request } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { cookieConsentKey } from "../lib/browser/consent";
import { errorDrillQuery } from "../lib/ops/error-drill";
import { signedInTest as test } from "./helpers/admin";
import { query } from "./helpers/backend";
import { acceptCookies, waitForHydration } from "./helpers/page";

// The site's own measuring, end to end: a visitor's views and their source
// reach the admin's Site tab and the lead, a Decline sends nothing, a bot is
// not counted, real Web Vitals reach the p75 table, and a failing page shows
// the error screen in its language and is counted. The counters are shared
// with every other spec, so each check compares with what was there before.

test.describe.configure({ mode: "serial" });

const beaconUrl = "/api/analytics";

async function viewsOf(dimension: string, value: string): Promise<number> {
  const [row] = await query<{ views: number }>(
    "SELECT coalesce(sum(views), 0)::int AS views FROM site_view_counts WHERE dimension = $1 AND value = $2",
    [dimension, value],
  );
  return row?.views ?? 0;
}

/** Waits for the browser's beacon of `kind` and its answer. */
function beaconSent(page: Page, kind: string) {
  return page.waitForResponse(
    (response) => response.url().endsWith(beaconUrl) && (response.request().postDataJSON() as { kind?: string } | null)?.kind === kind,
  );
}

async function visitor(browser: Browser, options: Parameters<Browser["newContext"]>[0] = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, ...options });
  return context.newPage();
}

test("a campaign visit's views, its contact lead and its Web Vitals reach the Site tab, the lead's row and its CSV line", async ({
  page: admin,
  browser,
}) => {
  const before = {
    views: await viewsOf("source", "newsletter / email"),
    contacts: Number(
      (await query<{ n: number }>("SELECT count(*)::int AS n FROM contacts WHERE source->>'utmSource' = 'newsletter'"))[0]?.n,
    ),
  };
  const page = await visitor(browser);
  await acceptCookies(page);
  const landed = beaconSent(page, "view");
  await page.goto("/?utm_source=newsletter&utm_medium=email");
  expect((await landed).status()).toBe(204);
  await waitForHydration(page);

  // Leaving the landing document sends its vitals (a keepalive request from the page being left,
  // so they are read from the database).
  const readingsOfHome = async () =>
    (await query<{ n: number }>("SELECT coalesce(sum(count), 0)::int AS n FROM site_vital_counts WHERE page = '/' AND metric = 'LCP'"))[0]
      ?.n ?? 0;
  const readingsBefore = await readingsOfHome();
  // Once the deferred shell has loaded web-vitals (hidden before that, the page's paints would not
  // count), the visitor's first key press makes the LCP final, as the click of a client navigation did.
  await page.waitForLoadState("networkidle");
  await page.keyboard.press("Shift");
  // The tab goes to the background (as when a visitor switches tabs): the page load's vitals are final and sent.
  await expect
    .poll(async () => {
      await page.evaluate(() => {
        Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
        document.dispatchEvent(new Event("visibilitychange"));
      });
      return readingsOfHome();
    })
    .toBeGreaterThan(readingsBefore);

  // Following a link is a view too (a public page's links load the next page whole); the contact
  // page is the third view of the visit.
  const pricing = beaconSent(page, "view");
  await page.getByRole("banner").getByRole("link", { name: "Pricing", exact: true }).first().click();
  await expect(page).toHaveURL(/\/pricing$/);
  expect((await pricing).request().postDataJSON()).toMatchObject({ page: "/pricing", entry: false });
  const contactView = beaconSent(page, "view");
  await page.goto("/contact");
  await contactView;
  await waitForHydration(page);
  const email = `campaign-${randomUUID().slice(0, 8)}@example.org`;
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Full Name").fill("Newsletter Reader");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Project Details").fill("We read your November newsletter.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByLabel("Full Name")).toHaveValue("");

  await admin.goto("/admin?tab=site&days=7");
  const row = admin.locator('tr[data-source="newsletter / email"]');
  await expect(row.locator("td").first()).toHaveText(String(before.views + 3));
  await expect(row.locator('td[data-kind="contact"]')).toHaveText(String(before.contacts + 1));
  // The landing page's real readings, read back as p75s within the scale (a bucket's edge, in ms).
  await expect(admin.locator('tr[data-vitals-page="/"]')).toContainText(/≤ [\d,]+ ms/);
  const [slowest] = await query<{ bucket: number }>(
    "SELECT max(bucket)::int AS bucket FROM site_vital_counts WHERE page = '/' AND metric <> 'CLS'",
  );
  expect(slowest?.bucket).toBeLessThan(22);

  await admin.goto(`/admin?q=${encodeURIComponent(email)}`);
  await expect(admin.locator("#contacts-table")).toContainText("newsletter / email · landed on /");
  const csv = await (await admin.request.get(`/api/admin/export/contacts?q=${encodeURIComponent(email)}`)).text();
  expect(csv.trim().split("\n").at(-1)).toMatch(/,newsletter \/ email,,\/$/);
  await page.context().close();
});

test("a direct visit that chose Accept All and sends a contact counts under (direct) with its conversion", async ({
  page: admin,
  browser,
}) => {
  // Direct leads stored with a source in the report's 7 days, before this one.
  const directLeads = async () =>
    (
      await query<{ n: number }>(
        `SELECT count(*)::int AS n FROM contacts WHERE source IS NOT NULL AND source->>'utmSource' IS NULL
           AND source->>'referrerHost' IS NULL AND created_at >= now() - interval '6 days'`,
      )
    )[0]?.n ?? 0;
  const before = await directLeads();
  const page = await visitor(browser);
  await acceptCookies(page);
  const landed = beaconSent(page, "view");
  await page.goto("/contact");
  await landed;
  await waitForHydration(page);
  const email = `direct-${randomUUID().slice(0, 8)}@example.org`;
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Full Name").fill("Direct Visitor");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Project Details").fill("Typed your address into the browser.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByLabel("Full Name")).toHaveValue("");
  await page.context().close();

  await admin.goto("/admin?tab=site&days=7");
  const contacts = Number(await admin.locator('tr[data-source="(direct)"] td[data-kind="contact"]').innerText());
  expect(contacts).toBeGreaterThanOrEqual(before + 1);
  expect(contacts).toBeLessThanOrEqual(await directLeads());
  await admin.goto(`/admin?q=${encodeURIComponent(email)}`);
  await expect(admin.locator("#contacts-table")).toContainText("Source: (direct) · landed on /contact");
});

test("a visitor who chose Decline sends nothing, and a known bot's views are not counted", async ({ browser }) => {
  const declined = await visitor(browser);
  const sent: Request[] = [];
  declined.on("request", (request) => {
    if (request.url().endsWith(beaconUrl)) sent.push(request);
  });
  await declined.addInitScript((key) => localStorage.setItem(key, "declined"), cookieConsentKey);
  await declined.goto("/?utm_source=declined-check");
  await waitForHydration(declined);
  await declined.getByRole("banner").getByRole("link", { name: "Pricing", exact: true }).first().click();
  await expect(declined).toHaveURL(/\/pricing$/);
  await declined.goto("/about");
  await waitForHydration(declined);
  // The deferred shell, and with it the measuring code, has loaded: its contact button is in.
  await expect(declined.getByRole("button", { name: "Contact options" })).toBeVisible();
  await declined.goto("/privacy");
  await expect(declined.getByRole("button", { name: "Contact options" })).toBeVisible();
  expect(sent.map((request) => request.postData())).toEqual([]);
  await declined.context().close();

  const bot = await visitor(browser, { userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
  await acceptCookies(bot);
  const answered = beaconSent(bot, "view");
  const marker = `bot-check-${randomUUID().slice(0, 8)}`;
  await bot.goto(`/?utm_source=${marker}`);
  expect((await answered).status()).toBe(204);
  expect(await viewsOf("campaign", marker)).toBe(0);
  const [counted] = await query<{ n: number }>("SELECT count(*)::int AS n FROM site_view_counts WHERE value LIKE $1", [`${marker}%`]);
  expect(counted?.n).toBe(0);
  await bot.context().close();
});

test("a failing page shows the error screen in its language, and the failure is counted for its route", async ({
  page: admin,
  browser,
}) => {
  const countFor = async (route: string) =>
    (
      await query<{ n: number }>("SELECT coalesce(sum(count), 0)::int AS n FROM site_error_counts WHERE route = $1 AND origin = 'server'", [
        route,
      ])
    )[0]?.n ?? 0;
  const before = { en: await countFor("/search"), translated: await countFor("/[locale]/search") };
  // In the dark theme the system asks for: the screen is drawn in the browser, without the head's theme script.
  const page = await visitor(browser, { colorScheme: "dark" });
  await acceptCookies(page);
  const screens = [
    ["/search", "Something went wrong", "Try again", "Back to Home"],
    ["/te/search", "ఏదో పొరపాటు జరిగింది", "మళ్లీ ప్రయత్నించండి", "హోమ్‌కు తిరిగి వెళ్లండి"],
    ["/hi/search", "कुछ गड़बड़ हो गई", "फिर से कोशिश करें", "होम पर वापस जाएँ"],
  ] as const;
  for (const [path, title, retry, home] of screens) {
    await page.goto(`${path}?q=${errorDrillQuery}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(page.getByRole("button", { name: retry })).toBeVisible();
    await expect(page.getByRole("link", { name: home })).toHaveAttribute("href", path === "/search" ? "/" : path.slice(0, 3));
  }
  await expect.poll(() => countFor("/search")).toBeGreaterThan(before.en);
  await expect.poll(() => countFor("/[locale]/search")).toBeGreaterThanOrEqual(before.translated + 2);
  await admin.goto("/admin?tab=site&days=7");
  await expect(admin.locator('tr[data-error-route="/search"]').first()).toContainText("ErrorDrill");
  await page.context().close();
});

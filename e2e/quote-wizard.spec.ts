import { expect, test, type Locator, type Page, type Route } from "@playwright/test";
import { getAddOn } from "@/lib/i18n/records/addons";
import { selectedServiceKey } from "../components/quote/stored-service";
import { backupKeys } from "../lib/browser/local-backup";
import { getService, taxNote, toSelectedService, type Service } from "@/lib/i18n/records/services";
import { formatInr } from "../lib/format/inr";
import { seriousViolations } from "./helpers/axe";
import { serverDocument } from "./helpers/html";
import { acceptCookies, toast } from "./helpers/page";

// The quote wizard's UI. Most answers of POST /api/quotes are stubbed here; the
// stored row and the mail are checked by the route handler's own tests. The last
// test submits for real.

const API = "**/api/quotes";

/** The wizard renders only in the browser: once step 1's heading shows, it is live. */
async function openWizard(page: Page, path = "/quote") {
  await acceptCookies(page);
  await page.goto(path);
  await expect(stepHeading(page)).toHaveText("Personal Information", { timeout: 20_000 });
}

/** The footer has a newsletter form with its own e-mail field: stay inside <main>. */
function main(page: Page): Locator {
  return page.locator("#main");
}

function stepHeading(page: Page): Locator {
  return main(page).getByRole("heading", { level: 2 }).first();
}

function button(page: Page, name: string): Locator {
  return main(page).getByRole("button", { name, exact: true });
}

function indicatorItems(page: Page): Locator {
  return main(page).getByRole("list", { name: "Quote steps" }).getByRole("listitem");
}

function service(id: string): Service {
  const found = getService(id);
  if (!found) throw new Error(`No service ${id} in the catalogue`);
  return found;
}

async function fillPersonal(page: Page, email = "asha@example.org") {
  await main(page).getByLabel("Full Name").fill("Asha Rao");
  await main(page).getByLabel("Email Address").fill(email);
}

async function next(page: Page, expectedTitle: string) {
  await button(page, "Next").click();
  await expect(stepHeading(page)).toHaveText(expectedTitle);
}

/** Marketing + graphic design, rush, with a description: a complete request, left on step 4. */
async function fillCompleteQuote(page: Page, email?: string) {
  await fillPersonal(page, email);
  await next(page, "Select Services");
  await main(page)
    .getByRole("checkbox", { name: /Social Media Marketing/ })
    .check();
  await main(page)
    .getByRole("checkbox", { name: /Graphic Design Pack/ })
    .check();
  await next(page, "Project Details");
  await main(page).getByRole("radio", { name: /Rush/ }).check();
  await main(page).getByLabel("Project Description").fill("A launch campaign for our café in Jubilee Hills.");
  await next(page, "Review Your Quote");
}

/** Answers every request to the API with `answer` and records what was sent. */
async function stubApi(page: Page, answer: (route: Route) => Promise<void>) {
  const sent: { body: Record<string, unknown>; key: string | undefined }[] = [];
  await page.route(API, async (route) => {
    const request = route.request();
    sent.push({ body: request.postDataJSON() as Record<string, unknown>, key: request.headers()["idempotency-key"] });
    await answer(route);
  });
  return sent;
}

test.describe("quote wizard: steps", () => {
  test("has one h1, a unique title and the hero, in the server HTML", async ({ request }) => {
    const { status, document } = await serverDocument(request, "/quote");
    expect(status).toBe(200);
    expect(document.title).toMatch(/^Get Your Free Quote \|/);
    expect([...document.querySelectorAll("h1")].map((heading) => heading.textContent)).toEqual(["Get Your Free Quote"]);
  });

  test("walks the four steps with their titles; Next and Previous only where they apply", async ({ page }) => {
    await openWizard(page);
    const steps = [
      { title: "Personal Information", label: "Personal Info", subtitle: "Tell us about yourself" },
      { title: "Select Services", label: "Select Services", subtitle: "Select your services" },
      { title: "Project Details", label: "Project Details", subtitle: "Describe your project" },
      { title: "Review Your Quote", label: "Review & Submit", subtitle: "Confirm your quote" },
    ];
    await expect(indicatorItems(page)).toHaveText(steps.map((step) => new RegExp(step.label.replace("&", "\\&"))));

    await fillPersonal(page);
    for (const [index, step] of steps.entries()) {
      if (index > 0) await next(page, step.title);
      await expect(stepHeading(page)).toHaveText(step.title);
      await expect(main(page).getByText(step.subtitle, { exact: true })).toBeVisible();
      await expect(main(page).getByText(`Step ${index + 1} of 4`, { exact: true })).toBeVisible();

      // Steps at or below the current one are active; earlier ones are done.
      for (const [other, item] of (await indicatorItems(page).all()).entries()) {
        const state = other < index ? "done" : other === index ? "active" : "upcoming";
        await expect(item).toHaveAttribute("data-state", state);
        if (other === index) await expect(item).toHaveAttribute("aria-current", "step");
        else await expect(item).not.toHaveAttribute("aria-current");
      }
      await expect(button(page, "Previous")).toHaveCount(index > 0 ? 1 : 0);
      await expect(button(page, "Next")).toHaveCount(index < 3 ? 1 : 0);
      await expect(button(page, "Submit Quote Request")).toHaveCount(index === 3 ? 1 : 0);
      if (index > 0) {
        // The change is announced and the focus lands on the new step's heading.
        await expect(stepHeading(page)).toBeFocused();
        await expect(main(page).locator("[aria-live=polite]")).toHaveText(`Step ${index + 1} of 4: ${step.title}`);
      }
    }

    for (const title of ["Project Details", "Select Services", "Personal Information"]) {
      await button(page, "Previous").click();
      await expect(stepHeading(page)).toHaveText(title);
    }
    // Going back kept what was typed.
    await expect(main(page).getByLabel("Full Name")).toHaveValue("Asha Rao");
  });

  test("step 1 needs a name and a valid email before moving on", async ({ page }) => {
    await openWizard(page);
    const name = main(page).getByLabel("Full Name");
    const email = main(page).getByLabel("Email Address");

    await button(page, "Next").click();
    await expect(stepHeading(page)).toHaveText("Personal Information");
    for (const [field, message] of [
      [name, "Please enter your full name."],
      [email, "Please enter your email address."],
    ] as const) {
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(name).toBeFocused();

    await name.fill("Asha Rao");
    await expect(name).not.toHaveAttribute("aria-invalid");
    await email.fill("asha@");
    await button(page, "Next").click();
    await expect(email).toHaveAccessibleDescription("Please enter a valid email address.");
    await expect(email).toBeFocused();

    await email.fill("asha@example.org");
    await next(page, "Select Services");
  });

  test("is usable with the keyboard alone", async ({ page }) => {
    await openWizard(page);
    await main(page).getByLabel("Full Name").focus();
    await page.keyboard.type("Asha Rao");
    await page.keyboard.press("Tab");
    await page.keyboard.type("asha@example.org");
    // Enter in a field moves on, as Next does.
    await page.keyboard.press("Enter");
    await expect(stepHeading(page)).toHaveText("Select Services");
    await expect(stepHeading(page)).toBeFocused();

    await page.keyboard.press("Tab");
    await expect(main(page).getByRole("checkbox", { name: /Social Media Marketing/ })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(main(page).getByRole("checkbox", { name: /Social Media Marketing/ })).toBeChecked();
  });

  test("a honeypot field is present but hidden and out of the tab order", async ({ page }) => {
    await openWizard(page);
    const honeypot = main(page).locator('input[name="website"]');
    await expect(honeypot).toHaveCount(1);
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(await honeypot.evaluate((input) => input.closest("[aria-hidden=true]") !== null)).toBe(true);
    await expect(main(page).getByRole("textbox", { name: "Leave this field empty" })).toHaveCount(0);
  });
});

test.describe("quote wizard: preselection", () => {
  test("?service=production ticks Equipment Rentals and asks about equipment", async ({ page }) => {
    await openWizard(page, "/quote?service=production");
    await fillPersonal(page);
    await next(page, "Select Services");
    await expect(main(page).getByRole("checkbox", { name: /Equipment Rentals/ })).toBeChecked();
    await expect(main(page).getByRole("group", { name: "Equipment needed" })).toBeVisible();
    await expect(main(page).getByRole("checkbox", { checked: true })).toHaveCount(1);
  });

  test("?service=seo-pro ticks the SEO Pro add-on", async ({ page }) => {
    await openWizard(page, "/quote?service=seo-pro");
    await fillPersonal(page);
    await next(page, "Select Services");
    await expect(main(page).getByRole("checkbox", { name: /SEO Pro Package/ })).toBeChecked();
    await expect(main(page).getByRole("checkbox", { checked: true })).toHaveCount(1);
  });

  test("a stored selectedService is preselected, then removed", async ({ page }) => {
    await acceptCookies(page);
    await page.addInitScript(
      ([key, value]) => {
        // Only on the first load, so the test can see that the wizard removed it.
        if (sessionStorage.getItem("e2e-stored")) return;
        sessionStorage.setItem("e2e-stored", "1");
        localStorage.setItem(key, value);
      },
      [selectedServiceKey, JSON.stringify(toSelectedService(service("web")))] as const,
    );
    await openWizard(page);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), selectedServiceKey)).toBeNull();

    await fillPersonal(page);
    await next(page, "Select Services");
    await expect(main(page).getByRole("checkbox", { name: /Web Development/ })).toBeChecked();
    await expect(main(page).getByLabel("Website type")).toBeVisible();
  });

  test("a corrupt stored value is logged, removed and ignored", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await acceptCookies(page);
    await page.addInitScript((key) => {
      if (sessionStorage.getItem("e2e-stored")) return;
      sessionStorage.setItem("e2e-stored", "1");
      localStorage.setItem(key, "{not json");
    }, selectedServiceKey);

    await openWizard(page);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), selectedServiceKey)).toBeNull();
    expect(errors.some((text) => text.includes(selectedServiceKey))).toBe(true);

    await fillPersonal(page);
    await next(page, "Select Services");
    await expect(main(page).getByRole("checkbox", { checked: true })).toHaveCount(0);
  });
});

test.describe("quote wizard: estimate", () => {
  test("step 4 shows the catalogue's estimate: marketing + graphics, rush ×1.5 = ₹9,147", async ({ page }) => {
    await openWizard(page);
    await fillCompleteQuote(page);

    const marketing = service("marketing").rawPrice;
    const graphics = getAddOn("graphics")?.price ?? Number.NaN;
    const total = Math.round((marketing + graphics) * 1.5);
    expect(formatInr(total)).toBe("₹9,147");

    const estimate = main(page).getByRole("region", { name: "Estimated Cost" });
    await expect(estimate.getByRole("listitem")).toHaveText([
      /Social Media Marketing\s*₹4,599/,
      /Graphic Design Pack\s*₹1,499/,
      /Subtotal\s*₹6,098/,
      /Rush urgency \(\+50% fee\)\s*\+₹3,049/,
    ]);
    await expect(main(page).getByTestId("quote-estimate-total")).toHaveText(/Estimated total\s*₹9,147/);
    await expect(estimate).toContainText(taxNote);

    // Back to standard: no fee, the plain sum.
    await button(page, "Previous").click();
    await main(page).getByRole("radio", { name: "Standard" }).check();
    await next(page, "Review Your Quote");
    await expect(main(page).getByTestId("quote-estimate-total")).toHaveText(/₹6,098/);
  });
});

test.describe("quote wizard: submitting", () => {
  test("shows Submitting... while the request runs, then the confirmation", async ({ page }) => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const sent = await stubApi(page, async (route) => {
      await released;
      await route.fulfill({ status: 201, json: { id: "quote_1", estimate: 9147 } });
    });
    await openWizard(page);
    await main(page).getByRole("radio", { name: "WhatsApp" }).check();
    await fillCompleteQuote(page);

    await button(page, "Submit Quote Request").click();
    const submitting = button(page, "Submitting...");
    await expect(submitting).toBeDisabled();
    release();

    await expect(main(page).getByRole("heading", { name: "Quote Request Submitted!" })).toBeFocused();
    await expect(toast(page, "Quote Request Submitted! 🎉")).toContainText("We'll review your requirements and get back to you shortly.");
    await expect(main(page).getByText("We review your requirements within 24 hours.")).toBeVisible();
    await expect(main(page).getByText(/We contact you on WhatsApp/)).toBeVisible();
    await expect(main(page).getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(main(page).getByRole("link", { name: "Explore Services" })).toHaveAttribute("href", "/services");
    await expect(main(page).getByRole("list", { name: "Quote steps" })).toHaveCount(0);

    expect(sent).toHaveLength(1);
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[0]?.body).toMatchObject({
      name: "Asha Rao",
      email: "asha@example.org",
      preferredContact: "whatsapp",
      services: ["marketing"],
      additionalServices: ["graphics"],
      urgency: "rush",
      website: "",
    });
    expect(sent[0]?.body).not.toHaveProperty("estimate");
  });

  test("a 503 says Submission Failed and keeps the request in quoteSubmissions", async ({ page }) => {
    const sent = await stubApi(page, (route) => route.fulfill({ status: 503, json: { error: "unavailable" } }));
    await openWizard(page);
    await fillCompleteQuote(page);
    await button(page, "Submit Quote Request").click();

    await expect(toast(page, "Submission Failed")).toContainText(
      "There was an error submitting your quote. Please try again or use localStorage backup.",
    );
    await expect(toast(page, "Data Saved Locally")).toContainText("Your quote request was saved to local storage due to a server error.");
    await expect(button(page, "Submit Quote Request")).toBeEnabled();
    await expect(stepHeading(page)).toHaveText("Review Your Quote");

    const kept = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "[]"), backupKeys.quote);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      name: "Asha Rao",
      services: ["marketing"],
      error: true,
      idempotencyKey: sent[0]?.key,
      submittedAt: expect.any(String),
      id: expect.any(Number),
    });
  });

  test("a missing description sends the visitor back to step 3", async ({ page }) => {
    const sent = await stubApi(page, (route) => route.fulfill({ status: 201, json: { id: "x" } }));
    await openWizard(page);
    await fillPersonal(page);
    await next(page, "Select Services");
    await next(page, "Project Details");
    await next(page, "Review Your Quote");
    await button(page, "Submit Quote Request").click();

    await expect(stepHeading(page)).toHaveText("Project Details");
    const description = main(page).getByLabel("Project Description");
    await expect(description).toHaveAccessibleDescription("Please describe your project.");
    await expect(description).toBeFocused();
    expect(sent).toHaveLength(0);
  });

  test("the server's field errors show on the earliest step that has one", async ({ page }) => {
    await stubApi(page, (route) =>
      route.fulfill({
        status: 400,
        json: { error: "validation", fieldErrors: { email: ["This address cannot receive mail."], description: ["Too short."] } },
      }),
    );
    await openWizard(page);
    await fillCompleteQuote(page);
    await button(page, "Submit Quote Request").click();

    await expect(stepHeading(page)).toHaveText("Personal Information");
    await expect(main(page).getByLabel("Email Address")).toHaveAccessibleDescription("This address cannot receive mail.");
    await expect(main(page).getByLabel("Email Address")).toBeFocused();
  });

  test("a 429 names the wait", async ({ page }) => {
    await stubApi(page, (route) => route.fulfill({ status: 429, headers: { "Retry-After": "120" }, json: { error: "rate_limited" } }));
    await openWizard(page);
    await fillCompleteQuote(page);
    await button(page, "Submit Quote Request").click();
    await expect(toast(page, "Too many requests")).toContainText("2 minutes");
    await expect(page.evaluate((key) => localStorage.getItem(key), backupKeys.quote)).resolves.toBeNull();
  });

  test("submits for real and shows the confirmation", async ({ page }) => {
    await openWizard(page, "/quote?service=marketing");
    await fillCompleteQuote(page, `quote-e2e-${Date.now()}@example.org`);
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/quotes"));
    await button(page, "Submit Quote Request").click();

    expect((await answer).status()).toBe(201);
    await expect(main(page).getByRole("heading", { name: "Quote Request Submitted!" })).toBeVisible();
  });
});

// axe on every step, with errors showing, and on the confirmation, in both themes.
for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`quote wizard: accessibility, ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test("no serious violations on any step or the confirmation", async ({ page }) => {
      await stubApi(page, (route) => route.fulfill({ status: 201, json: { id: "quote_1", estimate: 9147 } }));
      await openWizard(page, "/quote?service=marketing");
      const violations: string[] = [];
      const check = async (where: string) => {
        for (const violation of await seriousViolations(page, "#main")) violations.push(`${where}: ${violation}`);
      };

      // A hovered button keeps its label readable too (once its 150 ms colour transition has run).
      await button(page, "Next").hover();
      await page.waitForTimeout(300);
      await check("Next hovered");
      await button(page, "Next").click();
      // The errors show once the form's schema has loaded: check that state, not the moment before.
      await expect(main(page).getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");
      await check("step 1 with errors");
      await fillPersonal(page);
      await next(page, "Select Services");
      await main(page)
        .getByRole("checkbox", { name: /Web Development/ })
        .check();
      await check("step 2");
      await next(page, "Project Details");
      await main(page)
        .getByRole("radio", { name: /Priority/ })
        .check();
      await main(page).getByLabel("Project Description").fill("A new website.");
      await check("step 3");
      await next(page, "Review Your Quote");
      await check("step 4");
      await button(page, "Submit Quote Request").click();
      await expect(main(page).getByRole("heading", { name: "Quote Request Submitted!" })).toBeVisible();
      await check("confirmation");
      expect(violations).toEqual([]);
    });
  });
}

import { expect, test, type Locator, type Page, type Route } from "@playwright/test";
import { generalApplication } from "@/lib/i18n/records/careers";
import { contactServiceOptions } from "@/lib/i18n/records/contact-options";
import { e2eAdmin } from "../test/e2e-settings";
import { freshTotpCode } from "./helpers/admin";
import { openHydrated, toast } from "./helpers/page";

// The lead forms and the admin sign-in with the keyboard alone: no clicks and no
// fill(), only Tab, Shift+Tab, Enter, Space, arrow keys and typing, after
// hydration. What is checked is what a keyboard or screen-reader user meets: where
// the focus is, the names and descriptions read out, and that messages land in a
// live region. Lead submissions are stubbed; the sign-in is real.

const pdf = { name: "Asha Rao CV.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n% test resume\n") };

/** Answers every POST to `url` with a 201 and counts the requests. */
async function stubCreated(page: Page, url: string): Promise<{ count: number }> {
  const sent = { count: 0 };
  await page.route(url, async (route: Route) => {
    sent.count += 1;
    await route.fulfill({ status: 201, json: { id: "kbd_1" } });
  });
  return sent;
}

async function press(page: Page, key: string, expectFocused: Locator): Promise<void> {
  await page.keyboard.press(key);
  await expect(expectFocused).toBeFocused();
}

/** Presses Tab until `target` has the focus, as a keyboard user walks the page; fails past `maxPresses`. */
async function tabTo(page: Page, target: Locator, maxPresses = 60): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses += 1) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${maxPresses} presses`);
}

/** The first Tab of a page lands on the skip link; Enter on it puts the focus on <main>. */
async function skipToMain(page: Page): Promise<void> {
  await press(page, "Tab", page.getByRole("link", { name: "Skip to main content" }));
  await press(page, "Enter", page.locator("#main"));
}

/** Sonner's polite live region. It has to be on the page before a toast for screen readers to read the toast out. */
function notifications(page: Page): Locator {
  return page.getByRole("region", { name: /^Notifications/ });
}

async function expectAnnounced(page: Page, title: string, description: string | RegExp): Promise<void> {
  const region = notifications(page).filter({ has: toast(page, title) });
  await expect(region).toHaveAttribute("aria-live", /polite|assertive/);
  await expect(region.locator("[data-sonner-toast]").filter({ hasText: title })).toContainText(description);
}

async function expectInvalid(field: Locator, message: string | RegExp): Promise<void> {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(message);
}

test.describe("keyboard only: contact form", () => {
  function form(page: Page): Locator {
    return page.getByRole("form", { name: "Contact form" });
  }

  test("is reached, corrected and sent with the keyboard, errors focused and the thanks announced", async ({ page }) => {
    const sent = await stubCreated(page, "**/api/contact");
    await openHydrated(page, "/contact");
    const name = form(page).getByRole("textbox", { name: "Full Name" });
    const email = form(page).getByRole("textbox", { name: "Email Address" });
    const service = form(page).getByRole("combobox", { name: "Service interested in" });
    const details = form(page).getByRole("textbox", { name: "Project Details" });
    const send = form(page).getByRole("button", { name: "Send Message" });

    await skipToMain(page);
    await tabTo(page, name);
    // The tab order follows the visual order, and the honeypot is not in it.
    for (const next of [
      email,
      form(page).getByRole("textbox", { name: "Phone" }),
      form(page).getByRole("textbox", { name: "Company" }),
      service,
      form(page).getByRole("combobox", { name: "Budget" }),
      details,
      form(page).getByRole("link", { name: "Privacy Policy" }),
      send,
    ]) {
      await press(page, "Tab", next);
    }

    // Nothing filled in: the first invalid field takes the focus with its message.
    await press(page, "Enter", name);
    await expectInvalid(name, "Please enter your full name.");
    await expectInvalid(email, "Please enter your email address.");
    await expectInvalid(details, "Please tell us about your project.");

    await page.keyboard.type("Asha Rao");
    await expect(name).not.toHaveAttribute("aria-invalid", /.*/);
    await press(page, "Tab", email);
    await page.keyboard.type("not-an-address");
    // Enter in a text field submits; the focus stays on the field that is still wrong.
    await press(page, "Enter", email);
    await expectInvalid(email, "Please enter a valid email address.");
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("asha@example.org");
    await expect(email).not.toHaveAttribute("aria-invalid", /.*/);

    await tabTo(page, service, 3);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(service).toHaveValue(contactServiceOptions[1]?.value ?? "");
    await press(page, "Shift+Tab", form(page).getByRole("textbox", { name: "Company" }));
    await tabTo(page, details, 3);
    await page.keyboard.type("A new website for our bakery chain.");
    await expect(details).toHaveAccessibleDescription("");

    await expect(notifications(page)).toHaveAttribute("aria-live", "polite");
    await tabTo(page, send, 2);
    await page.keyboard.press("Enter");
    await expectAnnounced(page, "Message Sent Successfully! 🎉", "Thank you for contacting us. We'll get back to you within 24 hours.");
    await expect(name).toHaveValue("");
    // The button kept the focus while it was busy: the visitor's place is not lost.
    await expect(send).toBeFocused();
    expect(sent.count).toBe(1);
  });
});

test.describe("keyboard only: careers application form", () => {
  function form(page: Page): Locator {
    return page.getByRole("form", { name: "Job application form" });
  }

  test("is filled with keys, the resume reached by Tab, 18+ ticked with Space and sent with Enter", async ({ page }) => {
    const sent = await stubCreated(page, "**/api/careers");
    await openHydrated(page, "/careers");
    const name = form(page).getByRole("textbox", { name: "Full Name" });
    const email = form(page).getByRole("textbox", { name: "Email Address" });
    const position = form(page).getByRole("combobox", { name: "Applying for" });
    const coverLetter = form(page).getByRole("textbox", { name: "Cover Letter / Message" });
    const resume = form(page).getByLabel("Resume");
    const age = form(page).getByRole("checkbox", { name: "I confirm that I am 18 years or older." });
    const submit = form(page).getByRole("button", { name: "Submit Application" });

    await skipToMain(page);
    await tabTo(page, name);

    // Enter on the empty form: the first invalid field is focused, every error is tied to its field.
    await press(page, "Enter", name);
    await expectInvalid(name, "Please enter your full name.");
    await expectInvalid(position, "Please choose the position you are applying for.");
    await expectInvalid(resume, /Please upload your resume\./);
    await expectAnnounced(page, "Resume Required", "Please upload your resume.");

    await page.keyboard.type("Asha Rao");
    await press(page, "Tab", email);
    await page.keyboard.type("asha@example.org");
    await press(page, "Tab", form(page).getByRole("textbox", { name: "Phone Number" }));
    await press(page, "Tab", position);
    await page.keyboard.press("End");
    await expect(position).toHaveValue(generalApplication);
    await expect(position).not.toHaveAttribute("aria-invalid", /.*/);
    await press(page, "Tab", coverLetter);
    await page.keyboard.type("I edit short-form video.");

    // The visually hidden file input is in the tab order, named, with its hint and its error.
    await press(page, "Tab", resume);
    await expect(resume).toHaveAccessibleName("Resume");
    await expect(resume).toHaveAccessibleDescription("PDF, DOC or DOCX, up to 5 MB Please upload your resume.");
    // Keys cannot drive the browser's file chooser: hand the file to the input that has the focus.
    await page.locator(":focus").setInputFiles(pdf);
    await expect(resume).toBeFocused();
    await expect(resume).not.toHaveAttribute("aria-invalid", /.*/);
    await expect(
      form(page)
        .locator("[aria-live]")
        .filter({ hasText: `Selected file: ${pdf.name}` }),
    ).toHaveCount(1);

    // Sent without the 18+ confirmation: the checkbox takes the focus with its message.
    await press(page, "Tab", form(page).getByRole("button", { name: "Remove file" }));
    await press(page, "Tab", age);
    await press(page, "Tab", form(page).getByRole("link", { name: "Privacy Policy" }));
    await press(page, "Tab", submit);
    await press(page, "Enter", age);
    await expectInvalid(age, "Please confirm that you are 18 or older.");
    expect(sent.count).toBe(0);

    await page.keyboard.press("Space");
    await expect(age).toBeChecked();
    await expect(age).not.toHaveAttribute("aria-invalid", /.*/);
    await tabTo(page, submit, 2);
    await page.keyboard.press("Enter");
    await expectAnnounced(
      page,
      "Application Submitted!",
      "Thank you for applying. We'll be in touch if your profile matches our requirements.",
    );
    // The confirmation takes the form's place and the focus; from it, the keyboard brings back a cleared form.
    await expect(page.getByRole("heading", { name: "Application Submitted!" })).toBeFocused();
    expect(sent.count).toBe(1);
    await press(page, "Tab", page.getByRole("button", { name: "Send another application" }));
    await page.keyboard.press("Enter");
    await expect(age).not.toBeChecked();
  });
});

test.describe("keyboard only: admin sign-in", () => {
  /** /login has no navbar for openHydrated to watch: wait until React owns the form instead. */
  async function openLogin(page: Page): Promise<void> {
    await page.goto("/login");
    await page.waitForFunction(() => {
      const form = document.querySelector("form");
      return form !== null && Object.keys(form).some((key) => key.startsWith("__reactProps"));
    });
  }

  const email = (page: Page) => page.getByRole("textbox", { name: "Email" });
  const password = (page: Page) => page.getByLabel("Password");
  const signIn = (page: Page) => page.getByRole("button", { name: "Sign In" });

  async function tabToEmail(page: Page): Promise<void> {
    await press(page, "Tab", page.getByRole("link", { name: "Skip to main content" }));
    await press(page, "Tab", email(page));
  }

  /** An unknown account, new on every run: wrong passwords for the real one would lock it out of the next test. */
  const unknownEmail = () => `keyboard-${test.info().testId}-${test.info().repeatEachIndex}-${test.info().retry}@agency.test`;

  test("a failed sign-in is announced and the focus stays in the password field", async ({ page }) => {
    await openLogin(page);
    await tabToEmail(page);
    await page.keyboard.type(unknownEmail());
    await press(page, "Tab", password(page));
    await page.keyboard.type("not the password");
    await expect(notifications(page)).toHaveAttribute("aria-live", "polite");

    await press(page, "Enter", password(page));
    await expectAnnounced(page, "Login Failed", "Invalid email or password.");
    await expect(page).toHaveURL(/\/login$/);
    await expect(password(page)).toBeFocused();
  });

  test("after a failed sign-in from the Sign In button the focus is back in the password field", async ({ page }) => {
    await openLogin(page);
    await tabToEmail(page);
    await page.keyboard.type(unknownEmail());
    await press(page, "Tab", password(page));
    await page.keyboard.type("not the password");
    await press(page, "Tab", signIn(page));

    await page.keyboard.press("Enter");
    await expectAnnounced(page, "Login Failed", "Invalid email or password.");
    await expect(signIn(page)).toBeEnabled();
    await expect(password(page)).toBeFocused();
  });

  test("the seeded admin signs in with Tab, typing and Enter and lands on /admin", async ({ page }) => {
    await openLogin(page);
    await tabToEmail(page);
    await page.keyboard.type(e2eAdmin.email);
    await press(page, "Tab", password(page));
    await page.keyboard.type(e2eAdmin.password);
    await press(page, "Tab", signIn(page));
    await page.keyboard.press("Enter");
    // The second step: the focus goes to the code field; Enter sends it.
    await expect(page.getByLabel("Authentication code")).toBeFocused();
    await page.keyboard.type(await freshTotpCode(e2eAdmin.email));
    // The toast is read out while the dashboard loads and closes once it is there, so it is caught as it appears.
    const region = notifications(page).filter({ has: toast(page, "Login Successful!").filter({ hasText: "Redirecting to dashboard..." }) });
    const announced = region.waitFor({ state: "attached" });
    await page.keyboard.press("Enter");

    await announced;
    await expect(page).toHaveURL(/\/admin$/, { timeout: 15_000 });
    await expect(notifications(page)).toHaveAttribute("aria-live", /polite|assertive/);
  });
});

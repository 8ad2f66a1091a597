import { expect, test, type Page, type Route } from "@playwright/test";
import { generalApplication, jobOpenings } from "@/lib/i18n/records/careers";
import { resumeRules } from "../lib/validation/form-constants";
import { seriousViolations } from "./helpers/axe";
import { openHydrated, toast } from "./helpers/page";

// The application form's UI against stubbed answers of POST /api/careers (the
// resume itself goes first, in chunks, to the real /api/careers/uploads); the
// stored rows, the resume and the mail are checked with the route handlers' own tests.

const API = "**/api/careers";
const navigationMs = 15_000;
// Before anything is sent the form loads its checks, its upload code and the toasts (import()):
// on a busy machine that has taken longer than the default 5 s.
const firstSubmitMs = 15_000;
const pdf = { name: "Asha Rao CV.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n% test resume\n") };

function form(page: Page) {
  return page.getByRole("form", { name: "Job application form" });
}

function resumeInput(page: Page) {
  // Anchored: while a file is sent, the "Uploading resume" progress bar matches "Resume" too.
  return form(page).getByLabel(/^Resume/);
}

async function fillText(page: Page) {
  await form(page).getByLabel("Full Name").fill("Asha Rao");
  await form(page).getByLabel("Email Address").fill("asha@example.org");
  await form(page).getByLabel("Applying for").selectOption(generalApplication);
  await form(page).getByLabel("Cover Letter / Message").fill("I edit short-form video.");
}

/** Answers every request to the API with `answer` and counts them. */
async function stubApi(page: Page, answer: (route: Route) => Promise<void>) {
  const sent: { body: string; key: string | undefined; contentType: string | undefined }[] = [];
  await page.route(API, async (route) => {
    const request = route.request();
    const headers = request.headers();
    sent.push({
      body: request.postDataBuffer()?.toString("latin1") ?? "",
      key: headers["idempotency-key"],
      contentType: headers["content-type"],
    });
    await answer(route);
  });
  return sent;
}

const submit = (page: Page) => page.getByRole("button", { name: "Submit Application" }).click();

test.describe("careers application form", () => {
  test("Apply Now preselects the position and scrolls to the form", async ({ page }) => {
    const job = jobOpenings[4];
    if (!job) throw new Error("missing opening");
    await openHydrated(page, "/careers");
    await expect(form(page).getByLabel("Applying for")).toHaveValue("");

    await page.getByRole("link", { name: `Apply now for ${job.title}` }).click();

    // A client navigation: its server round trip can take seconds on a busy dev server.
    await expect(page).toHaveURL(new RegExp(`/careers\\?position=${job.id}#apply$`), { timeout: navigationMs });
    await expect(form(page).getByLabel("Applying for")).toHaveValue(job.title);
    await expect(page.getByRole("heading", { name: "Apply Now", level: 2 })).toBeInViewport();

    // A second Apply Now switches the position without losing what was typed.
    await form(page).getByLabel("Full Name").fill("Asha Rao");
    const other = jobOpenings[0];
    if (!other) throw new Error("missing opening");
    await page.getByRole("link", { name: `Apply now for ${other.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`position=${other.id}`), { timeout: navigationMs });
    await expect(form(page).getByLabel("Applying for")).toHaveValue(other.title);
    await expect(form(page).getByLabel("Full Name")).toHaveValue("Asha Rao");
  });

  test("from 640 px up, Applying for takes the form's whole width and shows every opening whole, in each language", async ({ page }) => {
    for (const width of [640, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ["/careers", "/te/careers", "/hi/careers"]) {
        await openHydrated(page, path);
        const fit = await page.locator("#apply-applying-for").evaluate((select: HTMLSelectElement) => {
          const style = getComputedStyle(select);
          const text = document.createElement("canvas").getContext("2d");
          if (!text) throw new Error("no canvas");
          text.font = style.font;
          // Chromium draws the select's arrow in about 20 px at the right: 24 keeps clear of it.
          const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24;
          const widest = Math.max(...[...select.options].map((option) => text.measureText(option.text).width));
          return { room, widest };
        });
        expect(fit.widest, `${path} at ${width} px`).toBeLessThanOrEqual(fit.room);
      }
    }
  });

  test("refuses a file over 5 MB and clears the input", async ({ page }) => {
    await openHydrated(page, "/careers");
    await resumeInput(page).setInputFiles({
      name: "big.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.alloc(resumeRules.maxBytes + 1),
    });

    await expect(toast(page, "File too large")).toContainText("Please upload a file smaller than 5MB.");
    expect(await resumeInput(page).evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
    await expect(page.getByText("big.pdf")).toHaveCount(0);
  });

  test("refuses a file that is not PDF or Word", async ({ page }) => {
    await openHydrated(page, "/careers");
    await resumeInput(page).setInputFiles({ name: "resume.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });

    await expect(toast(page, "Invalid file type")).toContainText("Please upload a PDF or Word document.");
    expect(await resumeInput(page).evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
  });

  test("shows the chosen file's name, and accepts Word files the browser gives no type", async ({ page }) => {
    await openHydrated(page, "/careers");
    await expect(resumeInput(page)).toHaveAttribute("accept", resumeRules.accept);
    await resumeInput(page).setInputFiles({ name: "cv.docx", mimeType: "", buffer: Buffer.from("PK\u0003\u0004") });
    await expect(page.getByText("cv.docx", { exact: true })).toBeVisible();
    await expect(toast(page, "Invalid file type")).toHaveCount(0);
  });

  test("asks for a resume and sends nothing without one", async ({ page }) => {
    const sent = await stubApi(page, (route) => route.fulfill({ status: 201, json: { id: "never" } }));
    await openHydrated(page, "/careers");
    await fillText(page);
    await form(page).getByLabel("I confirm that I am 18 years or older.").check();

    await submit(page);

    await expect(toast(page, "Resume Required")).toContainText("Please upload your resume.");
    await expect(resumeInput(page)).toHaveAttribute("aria-invalid", "true");
    await expect(resumeInput(page)).toBeFocused();
    await page.waitForTimeout(300);
    expect(sent).toHaveLength(0);
  });

  test("required fields and the 18+ confirmation show inline errors and send nothing", async ({ page }) => {
    const sent = await stubApi(page, (route) => route.fulfill({ status: 201, json: { id: "never" } }));
    await openHydrated(page, "/careers");

    await submit(page);
    await expect(form(page).getByLabel("Full Name")).toBeFocused();
    await expect(form(page).getByLabel("Full Name")).toHaveAccessibleDescription("Please enter your full name.");
    await expect(form(page).getByLabel("Email Address")).toHaveAttribute("aria-invalid", "true");
    await expect(form(page).getByLabel("Applying for")).toHaveAccessibleDescription("Please choose the position you are applying for.");

    await fillText(page);
    await resumeInput(page).setInputFiles(pdf);
    await submit(page);

    const age = form(page).getByLabel("I confirm that I am 18 years or older.");
    await expect(age).toBeFocused();
    await expect(age).toHaveAttribute("aria-invalid", "true");
    await expect(age).toHaveAccessibleDescription("Please confirm that you are 18 or older.");
    await page.waitForTimeout(300);
    expect(sent).toHaveLength(0);
  });

  test("the thank-you toast stays the spec's 5 s like every other toast", async ({ page }) => {
    await stubApi(page, (route) => route.fulfill({ status: 201, json: { id: "a_1" } }));
    await openHydrated(page, "/careers#apply");
    // Timed in the page, so a slow test runner cannot stretch or shrink what it measures.
    await page.evaluate(() => {
      const times: { shown?: number; gone?: number } = {};
      Object.assign(window, { toastTimes: times });
      new MutationObserver(() => {
        const shown = [...document.querySelectorAll("[data-sonner-toast]")].some((toast) =>
          toast.textContent?.includes("Application Submitted!"),
        );
        if (shown) times.shown ??= performance.now();
        else if (times.shown !== undefined) times.gone ??= performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await fillText(page);
    await resumeInput(page).setInputFiles(pdf);
    await form(page).getByLabel("I confirm that I am 18 years or older.").check();
    await submit(page);
    const thanks = toast(page, "Application Submitted!");
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeHidden({ timeout: 10_000 });

    // Sonner's own default is 4 s; this toast once fell back to it.
    const { shown = 0, gone = 0 } = await page.evaluate(
      () => (window as Window & { toastTimes?: { shown?: number; gone?: number } }).toastTimes ?? {},
    );
    expect(gone - shown).toBeGreaterThanOrEqual(4_900);
    expect(gone - shown).toBeLessThan(7_000);
  });

  test("says 'Submitting...' while sending, then thanks and clears the form and the file name", async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent = await stubApi(page, async (route) => {
      await held;
      await route.fulfill({ status: 201, json: { id: "a_1" } });
    });
    const job = jobOpenings[1];
    if (!job) throw new Error("missing opening");
    await openHydrated(page, `/careers?position=${job.id}#apply`);
    await form(page).getByLabel("Full Name").fill("Asha Rao");
    await form(page).getByLabel("Email Address").fill("asha@example.org");
    await form(page).getByLabel("Phone Number").fill("98765 43210");
    await resumeInput(page).setInputFiles(pdf);
    await expect(page.getByText(pdf.name, { exact: true })).toBeVisible();
    await form(page).getByLabel("I confirm that I am 18 years or older.").check();

    await submit(page);
    await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    release();

    await expect(toast(page, "Application Submitted!")).toContainText(
      "Thank you for applying. We'll be in touch if your profile matches our requirements.",
    );
    // The confirmation stands in the form's place; asked for again, the form is cleared.
    await expect(page.getByRole("heading", { name: "Application Submitted!" })).toBeFocused();
    await page.getByRole("button", { name: "Send another application" }).click();
    await expect(form(page).getByLabel("Full Name")).toHaveValue("");
    await expect(form(page).getByLabel("Email Address")).toHaveValue("");
    await expect(form(page).getByLabel("Phone Number")).toHaveValue("");
    await expect(form(page).getByLabel("Applying for")).toHaveValue("");
    await expect(form(page).getByLabel("I confirm that I am 18 years or older.")).not.toBeChecked();
    await expect(page.getByText(pdf.name, { exact: true })).toHaveCount(0);
    expect(await resumeInput(page).evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);

    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.key).toMatch(/^[0-9a-f-]{36}$/);
    for (const [field, value] of [
      ["fullName", "Asha Rao"],
      ["email", "asha@example.org"],
      ["phone", "98765 43210"],
      ["applyingFor", job.title],
      ["ageConfirmed", "true"],
      ["website", ""],
    ]) {
      expect(request?.body).toContain(`name="${field}"\r\n\r\n${value}\r\n`);
    }
    // The file went ahead in chunks; the application names the finished upload.
    expect(request?.body).toMatch(/name="resumeUploadId"\r\n\r\n[0-9a-f-]{36}\r\n/);
    expect(request?.body).toMatch(/name="resumeUploadToken"\r\n\r\n[A-Za-z0-9_-]{43}\r\n/);
    expect(request?.body).not.toContain(`filename="${pdf.name}"`);
  });

  test("a 413 saying the resume is over 5 MB shows the file-size notice and drops the file", async ({ page }) => {
    await stubApi(page, (route) =>
      route.fulfill({ status: 413, json: { error: "too_large", limit: "resume", maxBytes: resumeRules.maxBytes } }),
    );
    await openHydrated(page, "/careers");
    await fillText(page);
    await resumeInput(page).setInputFiles(pdf);
    await form(page).getByLabel("I confirm that I am 18 years or older.").check();
    await submit(page);
    await expect(toast(page, "File too large")).toContainText("Please upload a file smaller than 5MB.", { timeout: firstSubmitMs });
    await expect(page.getByText(pdf.name, { exact: true })).toHaveCount(0);
  });

  test("a 413 about the size of one request (Vercel's own, before our code) does not blame the 5 MB file", async ({ page }) => {
    // What Vercel answers for a body over 4.5 MB: plain text, not our JSON.
    await stubApi(page, (route) =>
      route.fulfill({
        status: 413,
        contentType: "text/plain",
        headers: { "x-vercel-error": "FUNCTION_PAYLOAD_TOO_LARGE" },
        body: "Request Entity Too Large\n\nFUNCTION_PAYLOAD_TOO_LARGE\n",
      }),
    );
    await openHydrated(page, "/careers");
    await fillText(page);
    await resumeInput(page).setInputFiles(pdf);
    await form(page).getByLabel("I confirm that I am 18 years or older.").check();
    await submit(page);
    await expect(toast(page, "Upload failed")).toContainText(
      "The server refused part of the upload as too large for one request. Your file is within the 5 MB limit, so please try again.",
    );
    await expect(toast(page, "File too large")).toHaveCount(0);
    await expect(page.getByText(pdf.name, { exact: true })).toBeVisible();
  });

  test("an unreachable server says the application could not be submitted and keeps the form", async ({ page }) => {
    await stubApi(page, (route) => route.fulfill({ status: 503, json: { error: "unavailable" } }));
    await openHydrated(page, "/careers");
    await fillText(page);
    await resumeInput(page).setInputFiles(pdf);
    await form(page).getByLabel("I confirm that I am 18 years or older.").check();
    await submit(page);
    await expect(toast(page, "Submission Failed")).toContainText("Could not submit application. Please try again.", {
      timeout: firstSubmitMs,
    });
    await expect(form(page).getByLabel("Full Name")).toHaveValue("Asha Rao");
    await expect(page.getByText(pdf.name, { exact: true })).toBeVisible();
  });

  test("shows the server's field errors, including one on the resume", async ({ page }) => {
    await stubApi(page, (route) =>
      route.fulfill({ status: 400, json: { error: "validation", fieldErrors: { resume: ["This file could not be read."] } } }),
    );
    await openHydrated(page, "/careers");
    await fillText(page);
    await resumeInput(page).setInputFiles(pdf);
    await form(page).getByLabel("I confirm that I am 18 years or older.").check();
    await submit(page);
    await expect(resumeInput(page)).toHaveAccessibleDescription(/This file could not be read\./);
  });
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`the application form with errors and a chosen file has no serious accessibility violations (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await openHydrated(page, "/careers");
    await submit(page);
    await expect(form(page).getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");
    await resumeInput(page).setInputFiles(pdf);

    expect(await seriousViolations(page, "#apply")).toEqual([]);
  });
}

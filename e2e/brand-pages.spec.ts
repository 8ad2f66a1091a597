import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { coreValues, legalInformation, mission, story, vision } from "@/lib/i18n/records/about";
import { idealClientTypes, industries } from "@/lib/i18n/records/audiences";
import { commitments, homeFeatures, whyChooseUsBenefits } from "@/lib/i18n/records/features";
import { shellTimings } from "../lib/catalogue/shell-timings";
import { allProjectsFilter, portfolioCategories, portfolioHighlights, portfolioProjects } from "@/lib/i18n/records/portfolio";
import { services } from "@/lib/i18n/records/services";
import { homeStats, whyChooseUsStats, type Stat } from "@/lib/i18n/records/stats";
import { testimonials } from "@/lib/i18n/records/testimonials";
import { openHydrated } from "./helpers/page";

const VIDEO_NOTICE = { title: "Coming soon", description: "The video player isn't implemented yet." };

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The server-rendered <main>: its text as a visitor reads it, and its raw HTML for links. */
async function serverMain(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
  expect(main, `${path} has a <main>`).not.toBe("");
  const text = decodeEntities(main.replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ");
  const title = decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
  const h1Count = (main.match(/<h1\b/g) ?? []).length;
  return { html: main, text, title, h1Count };
}

function expectStats(text: string, stats: readonly Stat[]) {
  for (const stat of stats) expect(text).toContain(`${stat.number} ${stat.label}`);
}

/** A link in the HTML with this href whose text contains `label`. */
function expectLink(html: string, href: string, label: string) {
  const links = [...html.matchAll(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map(([, target, inner]) => ({
    target: decodeEntities(target ?? ""),
    label: decodeEntities((inner ?? "").replace(/<[^>]+>/g, " "))
      .replace(/\s+/g, " ")
      .trim(),
  }));
  expect(links, `link "${label}" → ${href}`).toContainEqual(
    expect.objectContaining({ target: href, label: expect.stringContaining(label) }),
  );
}

test.describe("server HTML", () => {
  test("home shows the hero, stats, first three services, Why Choose Us, every testimonial and the CTA", async ({ request }) => {
    const { html, text, h1Count } = await serverMain(request, "/");
    expect(h1Count).toBe(1);
    expect(html).toMatch(/<h1[^>]*>Transform Your Digital Presence<\/h1>/);
    expectLink(html, "/services", "Explore Our Services");
    expect(text).toContain("Watch Our Story");
    expectStats(text, homeStats);
    expect(text).toContain("500+ Happy Clients");

    const [shown, hidden] = [services.slice(0, 3), services.slice(3)];
    expect(shown.map((service) => service.id)).toEqual(["marketing", "production", "entertainment"]);
    for (const service of shown) {
      expect(text).toContain(service.title);
      expect(text).toContain(service.description);
      expect(text).toContain(`Starting from ${service.price}`);
      for (const feature of service.features.slice(0, 3)) expect(text).toContain(feature);
      expectLink(html, `/services/${service.id}`, "Learn More");
    }
    expect(text).toContain("Starting from ₹4,599");
    for (const service of hidden) expect(html).not.toContain(`href="/services/${service.id}"`);
    expectLink(html, "/services", "View All Services");

    for (const feature of homeFeatures) expect(text).toContain(feature.title);
    expect(homeFeatures).toHaveLength(4);
    expectLink(html, "/about", "Learn More About Us");

    for (const testimonial of testimonials) {
      expect(text).toContain(testimonial.content);
      expect(text).toContain(testimonial.name);
      expect(text).toContain(testimonial.company);
      expect(html).toContain(`Rated ${testimonial.rating} out of 5`);
    }

    expectLink(html, "/quote", "Get Free Quote");
    expectLink(html, "/contact", "Contact Us Today");
  });

  test("about shows the story, mission, vision, four core values and the legal information", async ({ request }) => {
    const { text, h1Count } = await serverMain(request, "/about");
    expect(h1Count).toBe(1);
    for (const paragraph of story) expect(text).toContain(paragraph);
    expect(text).toContain(mission);
    expect(text).toContain(vision);
    for (const value of ["Passion for Excellence", "Client-Centric Approach", "Innovation and Creativity", "Quality Assurance"]) {
      expect(text).toContain(value);
    }
    expect(coreValues).toHaveLength(4);
    for (const row of legalInformation) expect(text).toContain(`${row.label} ${row.value}`);
    expect(text).toContain("29 December 2023");
  });

  test("why choose us shows six benefits, four stats, four commitments and both calls to action", async ({ request }) => {
    const { html, text, h1Count } = await serverMain(request, "/why-choose-us");
    expect(h1Count).toBe(1);
    expect(whyChooseUsBenefits).toHaveLength(6);
    for (const benefit of whyChooseUsBenefits) expect(text).toContain(benefit.title);
    expectStats(text, whyChooseUsStats);
    expect(text).toContain("30% Avg. Growth Delivered");
    for (const commitment of commitments) expect(text).toContain(commitment);
    expectLink(html, "/quote", "Get a Free Quote");
    expectLink(html, "/contact", "Contact Us");
  });

  test("who we serve shows six industries, three client types, the fit block and success stories", async ({ request }) => {
    const { html, text, h1Count } = await serverMain(request, "/who-we-serve");
    expect(h1Count).toBe(1);
    expect(industries).toHaveLength(6);
    for (const industry of industries) expect(text).toContain(industry.title);
    expect(idealClientTypes).toHaveLength(3);
    for (const type of idealClientTypes) expect(text).toContain(type.title);
    expect(text).toContain("Are We a Good Fit for You?");
    expect(html).toContain('href="/contact"');
    expect(text).toContain("Client Success Stories");
    expect(text).toContain("Coming soon");
  });

  test("portfolio shows the filters, nine projects with their facts and the highlights", async ({ request }) => {
    const { text, h1Count } = await serverMain(request, "/portfolio");
    expect(h1Count).toBe(1);
    for (const label of ["All Projects", "Social Media", "Production", "Video Editing", "Digital Marketing", "Web Development"]) {
      expect(text).toContain(label);
    }
    expect(portfolioProjects).toHaveLength(9);
    for (const project of portfolioProjects) {
      for (const fact of [project.title, project.description, project.client, project.results]) expect(text).toContain(fact);
    }
    expectStats(text, portfolioHighlights);
    expect(text).toMatch(/250% average ROI increase/i);
    expect(text).toContain("98% Satisfaction");
  });

  test("each brand page has its own title", async ({ request }) => {
    const titles = await Promise.all(
      ["/", "/about", "/why-choose-us", "/who-we-serve", "/portfolio"].map(async (path) => (await serverMain(request, path)).title),
    );
    for (const title of titles) expect(title.trim()).not.toBe("");
    expect(new Set(titles).size).toBe(titles.length);
  });
});

test.describe("home testimonials carousel", () => {
  const carousel = (page: Page) => page.getByRole("region", { name: "Client testimonials" });
  const currentSlide = (page: Page) => carousel(page).locator('[aria-roledescription="slide"][data-active="true"]');
  const dot = (page: Page, index: number) =>
    carousel(page).getByRole("button", { name: `Show testimonial ${index + 1}: ${testimonials[index]?.name}` });

  test("dots jump to a testimonial and mark it current", async ({ page }) => {
    await openHydrated(page, "/");
    const first = testimonials[0];
    const third = testimonials[2];
    if (!first || !third) throw new Error("the catalogue needs at least three testimonials");

    await expect(currentSlide(page)).toContainText(first.content);
    await expect(dot(page, 0)).toHaveAttribute("aria-current", "true");

    await dot(page, 2).click();
    await expect(currentSlide(page)).toContainText(third.content);
    await expect(page.getByText(third.content)).toBeVisible();
    await expect(page.getByText(first.content)).toBeHidden();
    await expect(dot(page, 2)).toHaveAttribute("aria-current", "true");
    await expect(dot(page, 0)).not.toHaveAttribute("aria-current");
  });

  /** Scrolls the carousel onto the screen and waits until it turns (its slides stop being a live region then). */
  const scrollTo = async (page: Page) => {
    await carousel(page).scrollIntoViewIfNeeded();
    await expect(carousel(page).locator("[aria-live]")).toHaveAttribute("aria-live", "off");
  };

  test("advances every 5 seconds and wraps from the last to the first", async ({ page }) => {
    await page.clock.install();
    await openHydrated(page, "/");
    const count = testimonials.length;
    await expect(currentSlide(page)).toContainText(testimonials[0]?.content ?? "");
    await scrollTo(page);

    // The timer starts at hydration, a moment the test does not know: step the clock until
    // the first change, then measure the gap to the next one, which must be the 5 s rotation.
    // Stop the clock's real-time flow, so only runFor moves it.
    await page.clock.pauseAt(Date.now() + 200);
    const stepMs = 100;
    const stepsUntilChange = async (fromIndex: number) => {
      for (let steps = 1; steps <= 200; steps += 1) {
        await page.clock.runFor(stepMs);
        const active = await currentSlide(page).textContent();
        if (!active?.includes(testimonials[fromIndex]?.content ?? "")) return steps;
      }
      throw new Error("the carousel did not advance");
    };
    expect(await stepsUntilChange(0)).toBeLessThanOrEqual(shellTimings.testimonialRotationMs / stepMs);
    await expect(currentSlide(page)).toContainText(testimonials[1]?.content ?? "");
    expect(await stepsUntilChange(1)).toBe(shellTimings.testimonialRotationMs / stepMs);
    await expect(currentSlide(page)).toContainText(testimonials[2]?.content ?? "");

    for (let index = 3; index < count; index += 1) {
      await page.clock.runFor(shellTimings.testimonialRotationMs + 100);
      await expect(currentSlide(page)).toContainText(testimonials[index]?.content ?? "");
    }
    await page.clock.runFor(shellTimings.testimonialRotationMs + 100);
    await expect(currentSlide(page)).toContainText(testimonials[0]?.content ?? "");
  });

  test("turns only while it is on the screen", async ({ page }) => {
    await page.clock.install();
    await openHydrated(page, "/");
    await page.clock.runFor(shellTimings.testimonialRotationMs * 3);
    await expect(currentSlide(page)).toContainText(testimonials[0]?.content ?? "");

    await scrollTo(page);
    await page.clock.runFor(shellTimings.testimonialRotationMs + 100);
    await expect(currentSlide(page)).toContainText(testimonials[1]?.content ?? "");

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(carousel(page).locator("[aria-live]")).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(shellTimings.testimonialRotationMs * 3);
    await expect(currentSlide(page)).toContainText(testimonials[1]?.content ?? "");
  });

  test("stays put when the visitor prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await openHydrated(page, "/");
    await page.clock.runFor(shellTimings.testimonialRotationMs * 3);
    await expect(currentSlide(page)).toContainText(testimonials[0]?.content ?? "");
  });

  test("Watch Our Story says the video player is not ready yet", async ({ page }) => {
    await openHydrated(page, "/");
    await page.getByRole("button", { name: "Watch Our Story" }).click();
    await expect(page.getByText(VIDEO_NOTICE.title, { exact: true })).toBeVisible();
    await expect(page.getByText(VIDEO_NOTICE.description)).toBeVisible();
  });
});

test.describe("portfolio", () => {
  const projectGrid = (page: Page) => page.locator("#projects ul").filter({ has: page.locator("article") });
  const visibleCards = (page: Page) => projectGrid(page).locator("article:visible");

  test("filters show only the matching projects", async ({ page }) => {
    await openHydrated(page, "/portfolio");
    await expect(visibleCards(page)).toHaveCount(portfolioProjects.length);
    await expect(page.getByRole("button", { name: allProjectsFilter.label })).toHaveAttribute("aria-pressed", "true");

    for (const category of portfolioCategories) {
      const filter = page.getByRole("button", { name: category.label, exact: true });
      await filter.click();
      await expect(filter).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByRole("button", { name: allProjectsFilter.label })).toHaveAttribute("aria-pressed", "false");

      const matching = portfolioProjects.filter((project) => project.category === category.id);
      await expect(visibleCards(page)).toHaveCount(matching.length);
      for (const project of portfolioProjects) {
        const heading = projectGrid(page).getByRole("heading", { name: project.title, exact: true });
        if (matching.includes(project)) await expect(heading).toBeVisible();
        else await expect(heading).toBeHidden();
      }
    }

    await page.getByRole("button", { name: allProjectsFilter.label }).click();
    await expect(visibleCards(page)).toHaveCount(portfolioProjects.length);
  });

  test("View opens a dialog with the project's details; Escape and Close shut it and focus returns", async ({ page }) => {
    await openHydrated(page, "/portfolio");
    const project = portfolioProjects[0];
    if (!project) throw new Error("no projects");
    const view = page.getByRole("button", { name: `View ${project.title}` });

    await view.click();
    const dialog = page.getByRole("dialog", { name: project.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(project.client);
    await expect(dialog).toContainText(project.results);
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(view).toBeFocused();

    await view.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(view).toBeFocused();
  });

  test("Play on a video project says the video player is not ready yet", async ({ page }) => {
    await openHydrated(page, "/portfolio");
    const video = portfolioProjects.find((project) => project.category === "editing");
    if (!video) throw new Error("no video editing project");
    await page.getByRole("button", { name: `Play video: ${video.title}` }).click();
    await expect(page.getByText(VIDEO_NOTICE.title, { exact: true })).toBeVisible();
    await expect(page.getByText(VIDEO_NOTICE.description)).toBeVisible();
  });
});

import { expect, test, type APIRequestContext } from "@playwright/test";
import { jobOpenings, jobTypeLabels, whyWorkWithUs } from "@/lib/i18n/records/careers";
import { company } from "../lib/catalogue/company";
import { feedTabs, feedTexts } from "../lib/i18n/records/feeds";
import { socialFeedCards } from "@/lib/i18n/records/social-feeds";
import { paymentMethods } from "@/lib/i18n/records/payment-methods";
import { privacyRights, refundRules } from "@/lib/i18n/records/policies";
import { resourceFileHref, resourceHref } from "../lib/catalogue/resources";
import { resources } from "@/lib/i18n/records/resources";
import { getService } from "@/lib/i18n/records/services";
import { openHydrated } from "./helpers/page";

// Careers, resources, feeds, blog, the legal and payment pages, and the site search.

/** How React writes text into HTML, so catalogue strings can be found in a server response. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
}

async function serverHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

function expectTexts(html: string, texts: readonly string[]) {
  for (const text of texts) expect(html, text).toContain(escapeHtml(text));
}

const detailResources = resources.filter((resource) => resource.detail);

test.describe("routes", () => {
  const routes = [
    "/careers",
    "/resources",
    ...resources.map(resourceHref),
    "/feeds",
    "/blog",
    "/privacy",
    "/terms",
    "/refund-policy",
    "/bank-payment-info",
    "/search",
    "/search?q=video",
  ];

  for (const route of routes) {
    test(`${route} answers 200 with one h1`, async ({ request }) => {
      const html = await serverHtml(request, route);
      expect(html.match(/<h1[\s>]/g) ?? []).toHaveLength(1);
    });
  }

  for (const path of ["/resources/marketing/no-such-resource", "/resources/production/sm-guide-1"]) {
    test(`${path} answers 404 with the not-found page`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expectTexts(html, [
        "Resource Not Found",
        "The resource you are looking for does not exist or may have been moved.",
        "Back to Resources",
      ]);
    });
  }
});

test.describe("careers", () => {
  test("lists the seven openings and the three reasons in the server HTML", async ({ request }) => {
    const html = await serverHtml(request, "/careers");
    expect(jobOpenings).toHaveLength(7);
    expectTexts(html, ["Join Our Team", "Current Openings", "Apply Now", "Why Work With Us?"]);
    expectTexts(
      html,
      jobOpenings.flatMap((job) => [job.title, job.location, jobTypeLabels[job.type]]),
    );
    expectTexts(
      html,
      whyWorkWithUs.map((point) => point.title),
    );
  });

  test("Apply Now pre-selects the position and scrolls to the apply section", async ({ page }) => {
    const job = jobOpenings[2];
    if (!job) throw new Error("missing opening");
    await openHydrated(page, "/careers");

    await page.getByRole("link", { name: `Apply now for ${job.title}` }).click();

    await expect(page).toHaveURL(new RegExp(`/careers\\?position=${job.id}#apply$`));
    await expect(page.getByLabel("Applying for")).toHaveValue(job.title);
    await expect(page.getByRole("heading", { name: "Apply Now", level: 2 })).toBeInViewport();
  });
});

test.describe("resources", () => {
  test("lists all eight resources with their detail links in the server HTML", async ({ request }) => {
    const html = await serverHtml(request, "/resources");
    expect(resources).toHaveLength(8);
    expectTexts(
      html,
      resources.map((resource) => resource.title),
    );
    for (const resource of resources) expect(html).toContain(`href="${resourceHref(resource)}"`);
    expect(html).toContain('href="/contact"');
    expectTexts(html, ["Suggest a Resource"]);
  });

  test("search and category chips filter together, with an empty state", async ({ page }) => {
    await openHydrated(page, "/resources");
    const cards = page.getByRole("main").getByRole("link", { name: /^View details of / });
    const search = page.getByRole("searchbox", { name: "Search resources" });
    await expect(cards).toHaveCount(8);

    await page.getByRole("button", { name: "Digital Marketing (SEO/PPC)" }).click();
    await expect(cards).toHaveCount(resources.filter((resource) => resource.category === "emark").length);
    await expect(page.getByRole("button", { name: "Digital Marketing (SEO/PPC)" })).toHaveAttribute("aria-pressed", "true");

    await search.fill("ppc BUDGET");
    await expect(cards).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "PPC Budget Planner" })).toBeVisible();

    await page.getByRole("button", { name: "Web Development" }).click();
    await expect(cards).toHaveCount(0);
    await expect(page.getByText("No Resources Found")).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filter criteria.")).toBeVisible();

    await page.getByRole("button", { name: "All Resources" }).click();
    await search.fill("checklist");
    const checklists = resources.filter((resource) => /checklist/i.test(`${resource.title} ${resource.description}`));
    await expect(cards).toHaveCount(checklists.length);
  });

  test("a detail page shows its facts, overview, author and tags", async ({ request }) => {
    expect(detailResources.map((resource) => resource.id)).toEqual(["sm-guide-1", "prod-checklist-1"]);
    for (const resource of detailResources) {
      const html = await serverHtml(request, resourceHref(resource));
      expectTexts(html, [
        resource.title,
        resource.description,
        resource.fileSize,
        resource.detail?.author ?? "",
        resource.detail?.contentPreview ?? "",
        ...(resource.detail?.tags ?? []),
        "Download",
        "Share",
        "Like",
        "View All Resources",
      ]);
    }
  });

  test("Download links the file and Like shows its notice", async ({ page }) => {
    const resource = detailResources[0];
    if (!resource) throw new Error("missing resource");
    await openHydrated(page, resourceHref(resource));

    // The download itself is e2e/resources-downloads.spec.ts's subject.
    const download = page.getByRole("link", { name: new RegExp(`^Download ${resource.title}`) });
    await expect(download).toHaveAttribute("href", resourceFileHref(resource));
    await expect(download).toHaveAttribute("download", /\.pdf$/);

    await page.getByRole("button", { name: "Like" }).click();
    await expect(page.getByText("Thanks for the like!")).toBeVisible();
  });
});

test.describe("feeds and blog", () => {
  test("the feeds page opens on Latest News and switches tabs", async ({ page }) => {
    await openHydrated(page, "/feeds");
    await expect(page.getByRole("heading", { name: "Stay Connected", level: 1 })).toBeVisible();
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveText(Object.values(feedTabs).map((tab) => tab.label));
    await expect(page.getByRole("tab", { name: feedTabs.news.label })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("button", { name: "View All News" })).toBeVisible();

    // What the RSS tab lists is e2e/feeds.spec.ts's subject.
    await page.getByRole("tab", { name: feedTabs.rss.label }).click();
    await expect(page.getByRole("button", { name: "Refresh Feed" })).toBeVisible();
    await expect(page.getByRole("button", { name: "View All News" })).toBeHidden();

    await page.getByRole("tab", { name: feedTabs.rss.label }).press("ArrowRight");
    await expect(page.getByRole("tab", { name: feedTabs.social.label })).toHaveAttribute("aria-selected", "true");
    for (const card of socialFeedCards) {
      const link = page.getByRole("tabpanel").getByRole("link", { name: new RegExp(`^${card.name.replace("/", "\\/")}`) });
      await expect(link).toHaveAttribute("href", card.href);
      await expect(link).toHaveAttribute("target", "_blank");
    }

    await page.getByRole("tab", { name: feedTabs.blog.label }).click();
    const visit = page.getByRole("tabpanel").getByRole("link", { name: /Visit Blog/ });
    await expect(visit).toHaveAttribute("href", company.externalBlogUrl);
    await expect(visit).toHaveAttribute("target", "_blank");
  });

  test("View All News says the feature is coming", async ({ page }) => {
    await openHydrated(page, "/feeds");
    await page.getByRole("button", { name: "View All News" }).click();
    await expect(page.getByText(feedTexts.comingSoon)).toBeVisible();
  });
});

test.describe("legal and payment pages", () => {
  test("the refund policy states the spec's numbers and lists", async ({ request }) => {
    const html = await serverHtml(request, "/refund-policy");
    expectTexts(html, [
      `within ${refundRules.requestWindowDays} days of service incompletion or issue discovery`,
      "within 15-30 business days to the original payment mode",
      ...refundRules.nonRefundable,
      ...refundRules.refundCases,
      company.email,
      company.phone.display,
      "Effective date:",
    ]);
    expect(html.match(/<h2[\s>]/g)?.length ?? 0).toBeGreaterThanOrEqual(8);
  });

  test("the privacy policy lists the rights and the response promises", async ({ request }) => {
    const html = await serverHtml(request, "/privacy");
    expectTexts(html, [
      "Information We Collect",
      "How We Use Your Information",
      "Information Sharing and Disclosure",
      "How Long We Keep Your Information",
      "Data Security",
      "Your Rights",
      ...privacyRights,
      "within 30 days",
      "within 48 hours on business days",
      company.legalName,
      company.cin,
      company.email,
      "Last updated:",
    ]);
  });

  test("the terms name INR payment and Hyderabad courts", async ({ request }) => {
    const html = await serverHtml(request, "/terms");
    expectTexts(html, [
      "Acceptance of Terms",
      "Description of Services",
      "User Obligations",
      "Payment Terms",
      "Indian Rupees (INR)",
      "Intellectual Property",
      "Limitation of Liability",
      "Governing Law",
      "courts of Hyderabad, Telangana",
    ]);
  });

  test("the payment page shows four methods, the UPI id and support links", async ({ request }) => {
    const html = await serverHtml(request, "/bank-payment-info");
    expect(paymentMethods).toHaveLength(4);
    expectTexts(html, [
      ...paymentMethods.map((method) => method.name),
      company.upiId,
      company.bank.accountNumber,
      "Download Sample Invoice",
      "Contact Support",
      company.email,
      company.phone.display,
    ]);
  });
});

test.describe("site search", () => {
  test("finds a service by keyword in the server HTML", async ({ request }) => {
    const service = getService("entertainment");
    if (!service) throw new Error("missing service");
    const html = await serverHtml(request, "/search?q=EDITING");
    expect(html).toContain(`href="/services/entertainment"`);
    expectTexts(html, [service.title, "results for “EDITING”"]);
  });

  test("the form searches, and an unmatched query shows the no-results state", async ({ page }) => {
    await openHydrated(page, "/search");
    const box = page.getByRole("main").getByRole("searchbox");
    await box.fill("web development");
    await box.press("Enter");

    await expect(page).toHaveURL(/\/search\?q=web\+development$/);
    const firstResult = page.getByRole("main").getByRole("listitem").first().getByRole("link");
    await expect(firstResult).toHaveText("Web Development");
    await expect(firstResult).toHaveAttribute("href", "/services/web");

    await box.fill("zzqxv");
    await box.press("Enter");
    await expect(page.getByRole("heading", { name: "No Results Found" })).toBeVisible();
    await expect(page.getByText("0 results for “zzqxv”")).toBeVisible();
  });

  test("finds a service by what people call the one who does it, in each language", async ({ request }) => {
    const asked = [
      ["/search", "web developer", "/services/web"],
      ["/search", "video editor", "/services/entertainment"],
      ["/te/search", "వెబ్ డెవలపర్", "/te/services/web"],
      ["/te/search", "వీడియో ఎడిటర్", "/te/services/entertainment"],
      ["/hi/search", "वेब डेवलपर", "/hi/services/web"],
      ["/hi/search", "वीडियो एडिटर", "/hi/services/entertainment"],
    ] as const;
    for (const [search, query, service] of asked) {
      const html = await serverHtml(request, `${search}?q=${encodeURIComponent(query)}`);
      // The results are the page's only headings with a link inside.
      expect(/<h3\b[^>]*>\s*<a\b[^>]*href="([^"]+)"/.exec(html)?.[1], query).toBe(service);
    }
  });

  test("echoes markup in the query as text, never as HTML", async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent("<b id=injected>bold</b>")}`);
    await expect(page.getByText("results for “<b id=injected>bold</b>”")).toBeVisible();
    await expect(page.locator("#injected")).toHaveCount(0);
  });
});

test("a resource's category crumb leads to the library, an unknown category to a 404", async ({ request }) => {
  const known = await request.get("/resources/marketing", { maxRedirects: 0 });
  expect([301, 308]).toContain(known.status());
  expect(new URL(known.headers()["location"] ?? "", "http://x").pathname).toBe("/resources");
  expect((await request.get("/resources/astrology")).status()).toBe(404);
});

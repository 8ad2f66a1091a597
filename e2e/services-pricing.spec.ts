import { expect, test, type APIRequestContext } from "@playwright/test";
import { selectedServiceKey } from "../components/quote/stored-service";
import { htmlText, linkTexts, textOf } from "./helpers/html";
import { openHydrated } from "./helpers/page";

// Figures are the spec's own (site-and-catalogue.md, section 9), typed here on
// purpose: the pages must show them whatever the catalogue says.
const servicePrices = {
  marketing: { title: "Social Media Marketing", price: "₹4,599" },
  production: { title: "Equipment Rentals", price: "₹10,499" },
  entertainment: { title: "Video Editing Services", price: "₹1,999" },
  emark: { title: "Digital Marketing", price: "₹32,999" },
  web: { title: "Web Development", price: "₹7,999" },
} as const;

const addOnPrices = {
  graphics: "₹1,499",
  boost: "₹3,999",
  "seo-pro": "₹6,999",
  branding: "₹3,499",
  reels: "₹3,499",
  audit: "₹1,499",
  copywriting: "₹1,999",
  support: "₹1,499",
} as const;

/** The server's HTML as a visitor reads it: React's text separators removed, common entities decoded. */
async function serverText(request: APIRequestContext, path: string, status = 200): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(status);
  const html = await response.text();
  return html
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"');
}

test.describe("server HTML", () => {
  test("the services overview lists all five services with their prices, stats and process", async ({ request }) => {
    const html = await serverText(request, "/services");

    expect(html).toMatch(/<h1[^>]*>Our Services<\/h1>/);
    for (const [id, { title, price }] of Object.entries(servicePrices)) {
      expect(html).toContain(title);
      expect(html).toContain(price);
      expect(html).toContain(`href="/services/${id}"`);
    }
    for (const figure of ["500+", "98%", "50+", "5+", "Team Members"]) expect(html).toContain(figure);
    for (const step of ["Discovery", "Strategy", "Execution", "Optimization"]) expect(html).toContain(step);
  });

  for (const [id, { title, price }] of Object.entries(servicePrices)) {
    test(`/services/${id} shows ${title} at ${price} with the tax note and its actions`, async ({ request }) => {
      const html = await serverText(request, `/services/${id}`);

      expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      expect(html).toContain(price);
      expect(html).toContain("All prices exclude GST. Additional taxes may apply.");
      expect(html).toContain(`href="/contact?service=${id}"`);
      expect(html).toContain(`href="/quote?service=${id}"`);
      expect(html).toContain("Buy Now");
      for (const stat of ["24-48h", "100+", "98%", "5+"]) expect(html).toContain(stat);
    });
  }

  test("service add-ons appear only where the service has them", async ({ request }) => {
    expect(await serverText(request, "/services/marketing")).toContain("₹999");
    expect(await serverText(request, "/services/entertainment")).toContain("₹1,299");
    expect(await serverText(request, "/services/emark")).toContain("₹2,999");
    expect(await serverText(request, "/services/web")).toContain("₹1,999");
    expect(await serverText(request, "/services/production")).not.toContain("Inquire About Add-on");
  });

  test("an unknown service answers 404 with the spec's message and a way back", async ({ request }) => {
    const html = await serverText(request, "/services/not-a-service", 404);

    for (const text of ["Service Not Found", "The service you're looking for doesn't exist.", "Back to Services"]) {
      expect(html).toContain(text);
    }
  });

  test("pricing shows monthly and yearly prices, savings, add-ons, equipment rates and the FAQ", async ({ request }) => {
    const html = await serverText(request, "/pricing");

    expect(html).toContain("SAVE 17%");
    expect(html).toContain("Most Popular");
    // Monthly, yearly (x 12 x 0.83, production x 30 x 0.83, web unchanged) and savings.
    for (const figure of ["₹4,599", "₹45,806", "Save ₹9,382 a year"]) expect(html).toContain(figure);
    for (const figure of ["₹10,499", "₹2,61,425"]) expect(html).toContain(figure);
    for (const figure of ["₹1,999", "₹19,910", "Save ₹4,078 a year"]) expect(html).toContain(figure);
    for (const figure of ["₹32,999", "₹3,28,670", "Save ₹67,318 a year"]) expect(html).toContain(figure);
    expect(html).toContain("₹7,999");
    // No "saving" for per-day production or one-time web.
    expect(html.match(/>Save ₹[\d,]+ a year</g)).toHaveLength(3);

    for (const [id, price] of Object.entries(addOnPrices)) {
      expect(html).toContain(price);
      expect(html).toContain(`href="/quote?service=${id}"`);
    }
    for (const rate of ["₹1,500", "₹8,999", "₹25,000", "₹1,200", "₹6,999", "₹20,000", "₹800", "₹4,999", "₹15,000", "Custom"]) {
      expect(html).toContain(rate);
    }
    expect(html).toContain('href="/quote?service=production"');
    expect(html).toContain("Enterprise Solutions");
    expect(html).toContain('href="/contact?service=custom"');
    // The FAQ's five topics: payment terms, taxes, plan changes, refunds (with the policy link), add-ons.
    const faq = html.slice(html.indexOf('id="faq"'), html.indexOf('id="pricing-cta"'));
    expect(faq.match(/aria-expanded=/g)).toHaveLength(5);
    for (const topic of [/payment terms/i, /GST/, /change or upgrade my plan/i, /refund policy/i, /add extra services/i]) {
      expect(faq).toMatch(topic);
    }
    expect(faq).toContain('href="/refund-policy"');
  });

  test("the add-ons page shows all eight add-ons, each with a quote link", async ({ request }) => {
    const html = await serverText(request, "/optional-addons");

    expect(html).toMatch(/<h1[^>]*>Optional Add-on Services<\/h1>/);
    for (const [id, price] of Object.entries(addOnPrices)) {
      expect(html).toContain(price);
      expect(html).toContain(`href="/quote?service=${id}"`);
    }
    expect(html.match(/Request This Add-on/g)?.length).toBeGreaterThanOrEqual(8);
    expect(html).toContain("Get a Custom Quote");
    expect(html).toContain("Explore Core Services");
  });
});

test.describe("behaviour", () => {
  test("a visitor on an unknown service sees the message and a link back to the services, in the server HTML", async ({ request }) => {
    const html = await (await request.get("/services/not-a-service")).text();

    expect(textOf(html, /<h1[^>]*>(.*?)<\/h1>/s)).toBe("Service Not Found");
    expect(htmlText(html)).toContain("The service you're looking for doesn't exist.");
    expect(linkTexts(html, "/services")).toContain("Back to Services");
  });

  test("the billing toggle switches plan prices between monthly and yearly", async ({ page }) => {
    await openHydrated(page, "/pricing");
    const marketing = page.getByRole("article", { name: "Social Media Marketing" });
    const monthly = page.getByRole("button", { name: "Monthly" });
    const yearly = page.getByRole("button", { name: /Yearly/ });

    await expect(monthly).toHaveAttribute("aria-pressed", "true");
    await expect(marketing.getByText("₹4,599", { exact: true })).toBeVisible();
    await expect(marketing.getByText("₹45,806", { exact: true })).toBeHidden();

    await yearly.click();
    await expect(yearly).toHaveAttribute("aria-pressed", "true");
    await expect(marketing.getByText("₹45,806", { exact: true })).toBeVisible();
    await expect(marketing.getByText("Save ₹9,382 a year")).toBeVisible();
    await expect(marketing.getByText("₹4,599", { exact: true })).toBeHidden();

    await monthly.click();
    await expect(marketing.getByText("₹4,599", { exact: true })).toBeVisible();
    await expect(marketing.getByText("₹45,806", { exact: true })).toBeHidden();
  });

  test("the FAQ accordion keeps one answer open, and closes the open one when clicked again", async ({ page }) => {
    await openHydrated(page, "/pricing");
    const questions = page.locator("#faq").getByRole("button");
    const first = questions.nth(0);
    const second = questions.nth(1);

    await expect(first).toHaveAttribute("aria-expanded", "false");
    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("region", { name: (await first.textContent()) ?? "" })).toBeVisible();

    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");

    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#faq [role=region]:visible")).toHaveCount(0);
  });

  test("Get Free Quote keeps the chosen service for the quote wizard", async ({ page }) => {
    // The wizard reads and removes selectedService, so copy each write aside to inspect it afterwards.
    await page.addInitScript((key) => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (name: string, value: string) {
        if (this === window.localStorage && name === key) sessionStorage.setItem("e2e-selected-service", value);
        return setItem.call(this, name, value);
      };
    }, selectedServiceKey);
    await openHydrated(page, "/services/marketing");

    await page.getByRole("link", { name: "Get Free Quote" }).first().click();
    await expect(page).toHaveURL(/\/quote\?service=marketing$/);
    const stored = await page.evaluate(() => sessionStorage.getItem("e2e-selected-service"));
    expect(JSON.parse(stored ?? "null")).toEqual({
      id: "marketing",
      title: "Social Media Marketing",
      subtitle: expect.any(String),
      price: "₹4,599",
      rawPrice: 4599,
    });
  });
});

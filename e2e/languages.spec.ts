import { expect, test, type Page } from "@playwright/test";
import { addressLine, company, socialLinks } from "../lib/catalogue/company";
import { partners } from "../lib/catalogue/partners";
import { policyEffectiveDate } from "../lib/catalogue/policies";
import { pricingFaqs } from "@/lib/i18n/records/faqs";
import { portfolioProjects } from "@/lib/i18n/records/portfolio";
import { resources } from "@/lib/i18n/records/resources";
import { testimonials } from "@/lib/i18n/records/testimonials";
import { localeCookie, localePath, prefixedLocales, translatedPaths } from "../lib/i18n/locales";
import { fill } from "../lib/i18n/fill";
import { samplePdf } from "../test/documents";
import { e2eSanity } from "../test/e2e-settings";
import { imagePost, listedSlugs, signSanityWebhook } from "../test/sanity-stand-in";
import { suggestionTexts } from "../lib/i18n/suggestion";
import { textsFor } from "../lib/i18n/texts";
import { wordsOf } from "../lib/i18n/words";
import { anyViolations } from "./helpers/axe";
import { addressOf, query, waitForMail } from "./helpers/backend";
import { htmlText, linkTexts, readableServerText, textOf } from "./helpers/html";
import { openHydrated, toast, waitForHydration } from "./helpers/page";
import { lastCheckoutOptions, serveCheckoutStandIn } from "./helpers/razorpay-checkout";

// The home page in Telugu and Hindi, as a visitor who reads only that language
// and a search engine see it; the language picker between the three.

/** Words that stay in Latin letters in every language: names, addresses, codes. */
const properNames = [
  company.name,
  company.legalName,
  addressLine,
  company.registrar,
  company.cin,
  company.email,
  // The account details are data (placeholders until the operator fills them in), shown as they are.
  ...Object.values(company.bank),
  company.upiId,
  ...socialLinks.map((social) => social.name),
  ...partners.map((partner) => partner.name),
  ...testimonials.map((testimonial) => `${testimonial.name} ${testimonial.company}`),
  ...portfolioProjects.map((project) => project.client),
  // The blog's authors (the stand-in's posts: test/sanity-stand-in.ts and sanity/sample-posts.ndjson).
  imagePost.authorName,
  "Priya Raman Arjun Mehta",
  // The picker's codes, the company's identification number, the toast region's shortcut key,
  // and the trade's acronyms, which Telugu and Hindi write as they are.
  "WhatsApp EN TE HI CIN alt SEO PPC GST VFX D2C ROI",
  // Products and units the trade names in English in every language: the ad platforms, the
  // analytics and maps products, the lights, the payment rail and the time zone.
  "Google Meta Analytics Business Profile Maps Instagram YouTube Shorts LED UPI IST INR",
  // The file types a resume or a resource may be, and the web stack an opening names.
  "PDF DOC DOCX Word React Node ZIP Excel XLSX",
  // The tools the openings' requirements name, by their trade names.
  "Google Ads Search Console Meta Ads Manager Ahrefs Semrush Figma Adobe Photoshop Illustrator Premiere Pro After Effects DaVinci Resolve",
  "Next TypeScript REST API SQL Git",
  // What a page without scripts says it needs.
  "JavaScript",
  // The standards the privacy page names: Google's speed measures and the browsers' opt-out signal.
  "Core Web Vitals Global Privacy Control",
  // The feed format a feeds tab names.
  "RSS",
  // The payment rails, apps and codes a payment page names, and the gateway that takes card payments.
  "NEFT RTGS IMPS IFSC PayPal Pay PhonePe Paytm QR Razorpay",
  // The network addresses the privacy page says the audit log shortens (IPv4, IPv6).
  "IPv",
].join(" ");

/** The Latin words of a text that are no proper name: English left untranslated. */
function englishLeftovers(text: string): string[] {
  const allowed = new Set(properNames.toLowerCase().match(/[a-z]{2,}/g));
  return [...new Set(text.match(/[A-Za-z]{3,}/g) ?? [])].filter((word) => !allowed.has(word.toLowerCase()));
}

/**
 * Everything a visitor can read or hear on the page: visible text and accessible names,
 * but for content marked as English (lang="en": the blog's posts, which are written in English).
 */
async function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const inEnglish = (element: Element) => element.closest('body [lang="en"]') !== null;
    const names = [...document.querySelectorAll("[aria-label], [placeholder], img[alt]")]
      .filter((element) => !inEnglish(element))
      .map((element) => ["aria-label", "placeholder", "alt"].map((name) => element.getAttribute(name) ?? "").join(" "));
    let text = document.body.innerText;
    for (const element of document.querySelectorAll<HTMLElement>('body [lang="en"]')) text = text.replace(element.innerText, " ");
    return `${document.title} ${text} ${names.join(" ")}`;
  });
}

for (const locale of prefixedLocales) {
  const texts = textsFor(locale);

  test.describe(`the home page in ${locale}`, () => {
    test("is written in the language, with no English left but names", async ({ page }) => {
      await openHydrated(page, `/${locale}`);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.pages.home.heading);
      await expect(page.getByRole("link", { name: texts.home.services.viewAll })).toBeVisible();
      // Prices and figures keep Indian grouping and Latin digits.
      await expect(page.getByText("₹4,599").first()).toBeVisible();
      expect(englishLeftovers(await readableText(page))).toEqual([]);
    });

    test("offers each service in the language, from the navigation down to its price", async ({ page }) => {
      const web = texts.catalogue.services.web;
      await openHydrated(page, `/${locale}/services/web`);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(web?.title ?? "");
      await expect(page.getByRole("navigation", { name: texts.shell.breadcrumb.label })).toContainText(web?.title ?? "");
      await expect(page.getByRole("button", { name: new RegExp(texts.service.buyNow.buy) })).toBeVisible();
      await expect(page.getByText("₹7,999").first()).toBeVisible();
      await expect(page).toHaveTitle(`${web?.title} | ${texts.site.name}`);
      expect(englishLeftovers(await readableText(page))).toEqual([]);
    });

    test("prices the plans in the language, monthly and yearly, and answers the FAQ in it", async ({ page }) => {
      const { pricing, catalogue } = texts;
      await openHydrated(page, `/${locale}/pricing`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.pages.pricing.heading);
      const marketing = page.getByRole("article", { name: catalogue.plans.marketing.name });
      await expect(marketing.getByText(`₹4,599${pricing.plan.perMonth}`)).toBeVisible();

      await page.getByRole("button", { name: new RegExp(pricing.billing.yearly) }).click();
      await expect(marketing.getByText(`₹45,806${pricing.plan.perYear}`)).toBeVisible();
      await expect(marketing.getByText(fill(pricing.plan.saving, { amount: "₹9,382" }))).toBeVisible();

      const firstFaq = wordsOf(catalogue.faqs, pricingFaqs[0]?.id ?? "");
      await page.getByRole("button", { name: firstFaq.question }).click();
      await expect(page.getByRole("region", { name: firstFaq.question })).toHaveText(firstFaq.answer);
      // The plan's details are its translated service page; the add-ons' comparison is translated too.
      await expect(marketing.getByRole("link", { name: new RegExp(pricing.plan.viewDetails) })).toHaveAttribute(
        "href",
        `/${locale}/services/marketing`,
      );
      await expect(page.getByRole("link", { name: pricing.compareAddOns })).toHaveAttribute("href", `/${locale}/optional-addons`);
    });

    // Over HTTP: the server's HTML holds every word a page shows (its client components render
    // there too) and the hidden ones besides; the tests above read the hydrated page in the browser.
    test(`leaves no English but names on any ${locale} page`, async ({ request }) => {
      const leftovers: Record<string, string[]> = {};
      for (const path of translatedPaths) {
        const response = await request.get(localePath(locale, path));
        const html = await response.text();
        expect(html, path).toContain(`<html lang="${locale}"`);
        const words = englishLeftovers(readableServerText(html));
        if (words.length > 0) leftovers[localePath(locale, path)] = words;
      }
      expect(leftovers).toEqual({});
    });

    test("tells search engines about each language's version", async ({ request }) => {
      const html = await (await request.get(`/${locale}`)).text();
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/${locale}"`));
      const alternates = Object.fromEntries(
        [...html.matchAll(/<link rel="alternate" hrefLang="([\w-]+)" href="([^"]+)"/g)].map(([, language, href]) => [
          language,
          new URL(href ?? "").pathname,
        ]),
      );
      expect(alternates).toEqual({ en: "/", te: "/te", hi: "/hi", "x-default": "/" });
    });
  });
}

test("a card payment from a Telugu service page is told in Telugu, and stored as any other", async ({ page }) => {
  const payment = textsFor("te").service.payment;
  await serveCheckoutStandIn(page, "pay");
  await openHydrated(page, "/te/services/web");
  await page.getByRole("button", { name: new RegExp(textsFor("te").service.buyNow.buy) }).click();
  await expect(toast(page, payment.paid)).toContainText(/pay_E2E\w+/);
  // What the admin sees stays English and neutral: the order's description is the catalogue's.
  expect(await lastCheckoutOptions(page)).toMatchObject({ amount: 799_900, description: "Payment for Web Development" });
});

test("the Telugu portfolio filters, counts and opens its projects in Telugu, and leads to the Telugu quote", async ({ page }) => {
  const { portfolio: texts, catalogue } = textsFor("te");
  const words = texts.browser;
  await openHydrated(page, "/te/portfolio");
  await expect(page.getByRole("status").filter({ hasText: fill(words.showing, { count: 9, noun: words.projects }) })).toBeVisible();

  const web = catalogue.portfolio.categories.web;
  await page.getByRole("group", { name: words.filterLabel }).getByRole("button", { name: web, exact: true }).click();
  await expect(
    page.getByRole("status").filter({ hasText: fill(words.showingIn, { count: 1, noun: words.project, category: web }) }),
  ).toBeVisible();

  const project = wordsOf(catalogue.portfolio.projects, portfolioProjects.find((candidate) => candidate.category === "web")?.id ?? "");
  await page.getByRole("button", { name: fill(words.viewLabel, { title: project.title }) }).click();
  const dialog = page.getByRole("dialog", { name: project.title });
  await expect(dialog).toContainText(project.results);
  await expect(dialog).toContainText(words.client);
  await expect(dialog.getByRole("link", { name: words.similar })).toHaveAttribute("href", "/te/quote?service=web");
  await dialog.getByRole("button", { name: words.close }).click();
  await expect(dialog).toBeHidden();
});

test("the Hindi resource library searches in Hindi, and a resource's page names its levels in Hindi and downloads the English file", async ({
  page,
}) => {
  const { resources: texts, catalogue } = textsFor("hi");
  await openHydrated(page, "/hi/resources");
  const guide = catalogue.resources.items["sm-guide-1"];
  if (!guide) throw new Error("no guide");
  await page.getByLabel(texts.library.searchLabel).fill("गाइड");
  const matching = Object.values(catalogue.resources.items).filter((item) => `${item.title} ${item.description}`.includes("गाइड"));
  await expect(
    page.getByRole("status").filter({ hasText: fill(texts.library.showing, { shown: matching.length, total: resources.length }) }),
  ).toBeVisible();
  await page.getByLabel(texts.library.searchLabel).fill("zzz");
  await expect(page.getByRole("heading", { name: texts.library.noneTitle })).toBeVisible();
  await page.getByLabel(texts.library.searchLabel).fill("");

  await page.getByRole("link", { name: fill(texts.detailsLabel, { title: guide.title }) }).click();
  await expect(page).toHaveURL(/\/hi\/resources\/marketing\/sm-guide-1$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(guide.title);
  const trail = page.getByRole("navigation", { name: textsFor("hi").shell.breadcrumb.label });
  await expect(trail).toHaveCount(1);
  await expect(trail.getByRole("link", { name: catalogue.resources.filters.marketing })).toHaveAttribute("href", "/hi/resources#marketing");
  await expect(trail.getByText(guide.title)).toHaveAttribute("aria-current", "page");

  const download = page.waitForEvent("download");
  const file = resources.find((resource) => resource.id === "sm-guide-1");
  await page
    .getByRole("link", { name: fill(texts.downloadLabel, { title: guide.title, type: "PDF", size: file?.fileSize ?? "" }) })
    .click();
  expect((await download).suggestedFilename()).toBe("the-complete-social-media-marketing-guide-for-indian-businesses.pdf");

  await page.getByRole("button", { name: texts.actions.like }).click();
  await expect(page.getByText(texts.actions.liked)).toBeVisible();
});

test("the Telugu blog lists the posts as written, in English, dated in Telugu, renders per request with its nonce, and opens each in English", async ({
  page,
}) => {
  const { blog, pages } = textsFor("te");
  // As e2e/blog.spec.ts: the data cache may hold the list the build read from a Sanity without posts.
  const body = JSON.stringify({ _type: "post" });
  const headers = { "content-type": "application/json", "sanity-webhook-signature": signSanityWebhook(body, e2eSanity.revalidateSecret) };
  expect((await page.request.post("/api/revalidate", { data: body, headers })).status()).toBe(200);
  const response = await page.goto("/te/blog");
  expect(response?.headers()["content-security-policy"]).toMatch(/'nonce-[^']+'/);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.blog.heading);
  await expect(page.getByText(blog.inEnglish)).toBeVisible();
  const posts = page.getByRole("region", { name: blog.posts });
  await expect(posts.getByRole("listitem")).toHaveCount(listedSlugs.length);
  const first = posts.getByRole("link").first();
  await expect(first).toHaveAttribute("lang", "en");
  await expect(first).toHaveAttribute("href", /^\/blog\/[\w-]+$/);
  // Dated in Telugu, Latin digits: a month's Telugu name beside its day and year.
  await expect(posts.locator("time").first()).toHaveText(/^\d{1,2} [\u0C00-\u0C7F]+,? \d{4}$/);

  await first.click();
  await expect(page).toHaveURL(/^[^?]*\/blog\/[\w-]+$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("a search from a Telugu page answers in Telugu from the Telugu pages, and says so when nothing matches", async ({ page }) => {
  const { search, shell } = textsFor("te");
  await openHydrated(page, "/te/pricing");
  await page.getByRole("button", { name: shell.navbar.search, exact: true }).first().click();
  const input = page.getByPlaceholder(shell.search.placeholder);
  await expect(input).toBeFocused();
  await input.fill("వీడియో ఎడిటింగ్");
  await input.press("Enter");

  await expect(page).toHaveURL(/\/te\/search\?q=/);
  const results = page.getByRole("region", { name: search.resultsHeading });
  const first = results.getByRole("article").first();
  await expect(first.getByRole("link")).toHaveAttribute("href", "/te/services/entertainment");
  await expect(first).toContainText(search.kinds.service);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(search.title);

  await page.goto("/te/search?q=zzzqqq");
  await expect(page.getByRole("heading", { name: search.noResults })).toBeVisible();
  await expect(results.getByRole("link", { name: textsFor("te").navigation.services["/services/web"] })).toHaveAttribute(
    "href",
    "/te/services/web",
  );
});

test("the newsletter on a Hindi page refuses a bad address and thanks for a good one in Hindi", async ({ page }) => {
  const { newsletter, newsletterToasts: toasts } = textsFor("hi").shell;
  await openHydrated(page, "/hi");
  const subscribe = async (email: string) => {
    await page.getByLabel(newsletter.email).fill(email);
    await page.getByRole("button", { name: newsletter.subscribe }).click();
  };

  // The browser lets it through (no dot after the @); the server's schema does not.
  await subscribe("asha.e2e@localhost");
  await expect(toast(page, toasts.failed)).toContainText(toasts.invalid);
  expect(await query("SELECT 1 FROM newsletter_subscriptions WHERE email = 'asha.e2e@localhost'")).toEqual([]);

  await subscribe("asha.hi.e2e@example.in");
  await expect(toast(page, toasts.subscribed)).toContainText(toasts.thanks);
  expect(await query<{ email: string }>("SELECT email FROM newsletter_subscriptions WHERE email = 'asha.hi.e2e@example.in'")).toEqual([
    { email: "asha.hi.e2e@example.in" },
  ]);
  // The welcome (double opt-in) is written in Hindi, and its links open their pages in Hindi.
  const [welcome] = await query<{ subject: string; text: string }>(
    "SELECT subject, text FROM outbox_mails WHERE template = 'newsletter-welcome' AND \"to\" = 'asha.hi.e2e@example.in'",
  );
  expect(welcome?.subject).toContain(textsFor("hi").mail.newsletter.subject);
  expect(welcome?.text).toMatch(/\/api\/newsletter\/confirm\?[^\s]*lang=hi/);
});

test("a message from the Telugu contact page is refused, then thanked, in Telugu, and acknowledged by mail in Telugu", async ({ page }) => {
  const { contactForm: texts, form: shared, mail, catalogue } = textsFor("te");
  const email = `asha.te.${Date.now()}@example.in`;
  await openHydrated(page, "/te/contact");
  const form = page.getByRole("form", { name: texts.label });
  // The consent notice's link opens the privacy policy in the page's language.
  await expect(form.getByRole("link", { name: shared.frame.privacyPolicy })).toHaveAttribute("href", "/te/privacy");

  await form.getByRole("button", { name: texts.submit }).click();
  await expect(form.getByRole("textbox", { name: new RegExp(texts.name) })).toBeFocused();
  await expect(form.getByText(shared.messages.fullName)).toBeVisible();
  await expect(form.getByText(shared.messages.projectDetails)).toBeVisible();

  await form.getByLabel(texts.name).fill("Asha Rao");
  await form.getByLabel(texts.email).fill(email);
  await form.getByLabel(texts.phone).fill("12345");
  await form.getByLabel(texts.service).selectOption({ label: catalogue.services.web.title });
  await form.getByLabel(texts.details).fill("మా బేకరీకి కొత్త వెబ్‌సైట్.");
  await form.getByRole("button", { name: texts.submit }).click();
  await expect(form.getByText(shared.messages.phoneExample)).toBeVisible();

  await form.getByLabel(texts.phone).fill("98765 43210");
  await form.getByRole("button", { name: texts.submit }).click();
  await expect(toast(page, texts.sent)).toContainText(texts.sentText);
  // Stored as any other message: the admin reads the same columns, with the service's id.
  expect(await query("SELECT name, phone, interested_service, project_details FROM contacts WHERE email = $1", [email])).toEqual([
    { name: "Asha Rao", phone: "+919876543210", interested_service: "web", project_details: "మా బేకరీకి కొత్త వెబ్‌సైట్." },
  ]);
  const acknowledgement = await waitForMail((received) => addressOf(received) === email);
  expect(acknowledgement.subject).toBe(`${mail.contact.heading} – ${company.name}`);
  expect(acknowledgement.text).toContain(mail.contact.thanks);
});

test("an application from the Hindi careers page is checked and thanked in Hindi, and stored with the opening's English title", async ({
  page,
}) => {
  const { careers, careerForm: texts, form: shared, catalogue } = textsFor("hi");
  const email = `divya.hi.${Date.now()}@example.in`;
  await openHydrated(page, "/hi/careers");
  const designer = catalogue.jobs["graphic-designer"]?.title ?? "";

  // Apply Now on an opening chooses it in the form, in Hindi.
  await page.getByRole("link", { name: fill(careers.applyNowFor, { title: designer }) }).click();
  await expect(page).toHaveURL(/\/hi\/careers\?position=graphic-designer#apply$/);
  const form = page.getByRole("form", { name: texts.label });
  await expect(form.getByLabel(texts.applyingFor)).toHaveValue("Graphic Designer");
  await expect(form.getByLabel(texts.applyingFor).locator("option:checked")).toHaveText(designer);

  await form.getByRole("button", { name: texts.submit }).click();
  await expect(toast(page, texts.missing)).toContainText(texts.missingText);
  await expect(form.getByText(shared.messages.fullName)).toBeVisible();
  await expect(form.getByText(shared.messages.ageConfirmed)).toBeVisible();

  await form.getByLabel(texts.name).fill("Divya Menon");
  await form.getByLabel(texts.email).fill(email);
  await form
    .getByLabel(texts.resume)
    .setInputFiles({ name: "Divya Menon.pdf", mimeType: "application/pdf", buffer: Buffer.from(samplePdf()) });
  await form.getByRole("checkbox", { name: texts.age }).check();
  await form.getByRole("button", { name: texts.submit }).click();

  await expect(toast(page, texts.submitted)).toContainText(texts.submittedText);
  expect(await query("SELECT applying_for FROM career_applications WHERE email = $1", [email])).toEqual([
    { applying_for: "Graphic Designer" },
  ]);
});

test("a quote from the Telugu wizard shows its estimate and its steps in Telugu, and is stored and acknowledged with the server's estimate", async ({
  page,
}) => {
  const { quote: texts, mail, catalogue } = textsFor("te");
  const email = `arjun.te.${Date.now()}@example.in`;
  await page.route("https://checkout.razorpay.com/**", (route) => route.abort());
  await openHydrated(page, "/te/quote?service=web");
  const main = page.locator("#main");
  await expect(main.getByRole("heading", { level: 2 }).first()).toHaveText(texts.steps.personal.title, { timeout: 20_000 });

  // Leaving step 1 empty is refused in Telugu.
  await main.getByRole("button", { name: texts.next, exact: true }).click();
  await expect(main.getByText(textsFor("te").form.messages.fullName)).toBeVisible();
  await main.getByLabel(texts.personal.name).fill("Arjun Reddy");
  await main.getByLabel(texts.personal.email).fill(email);
  await main.getByRole("button", { name: texts.next, exact: true }).click();
  await main.getByRole("checkbox", { name: new RegExp(catalogue.addOns["seo-pro"].name) }).check();
  await main.getByRole("button", { name: texts.next, exact: true }).click();
  await main.getByRole("radio", { name: new RegExp(catalogue.quoteOptions.urgencies.priority ?? "") }).check();
  await main.getByLabel(texts.project.description).fill("ఆన్‌లైన్ బుకింగ్‌తో క్లినిక్ వెబ్‌సైట్.");
  await main.getByRole("button", { name: texts.next, exact: true }).click();

  // (7,999 + 6,999) × 1.25 = 18,747.5, rounded; each line and the fee in Telugu.
  await expect(main.getByTestId("quote-estimate-total")).toHaveText(`${texts.review.total}₹18,748`);
  await expect(main.getByText(catalogue.services.web.title).first()).toBeVisible();
  await expect(
    main.getByText(fill(texts.review.fee, { urgency: catalogue.quoteOptions.urgencies.priority ?? "", fee: "+25% రుసుము" })),
  ).toBeVisible();
  expect(englishLeftovers(await readableText(page))).toEqual([]);
  await main.getByRole("button", { name: texts.submit }).click();

  await expect(main.getByRole("heading", { name: texts.confirmation.title })).toBeVisible();
  // The card payment that follows (its window cannot load here) tells how it ended, in Telugu too.
  const paymentStates = Object.values(texts.confirmation.payment).map((text) =>
    fill(text, { amount: "₹18,748" }).replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
  );
  await expect(main.locator("[data-payment-state]")).toHaveText(new RegExp(paymentStates.join("|")));
  expect(await query("SELECT services, additional_services, urgency::text, estimate FROM quotes WHERE email = $1", [email])).toEqual([
    { services: ["web"], additional_services: ["seo-pro"], urgency: "priority", estimate: 18_748 },
  ]);
  const acknowledgement = await waitForMail((received) => addressOf(received) === email);
  expect(acknowledgement.subject).toBe(`${mail.quote.heading} – ${company.name}`);
  expect(acknowledgement.text).toContain(fill(mail.quote.estimate, { estimate: "₹18,748", time: mail.quote.confirmWithin }));
});

test("a translated legal page says, in its language, that the English version governs, and links to it, in the server HTML", async ({
  request,
}) => {
  const policyDate = (html: string) => textOf(html, new RegExp(`<time dateTime="${policyEffectiveDate}">(.*?)</time>`, "s"));
  for (const [locale, date] of [
    ["te", "27 నవంబర్, 2026"],
    ["hi", "27 नवंबर 2026"],
  ] as const) {
    const { policy } = textsFor(locale);
    const html = await (await request.get(`/${locale}/privacy`)).text();
    expect(textOf(html, /<h1[^>]*>(.*?)<\/h1>/s)).toBe(policy.privacy.title);
    expect(htmlText(html)).toContain(policy.englishGoverns);
    expect(linkTexts(html, "/privacy"), "links to /privacy").toContainEqual(expect.stringContaining(policy.englishVersion));
    // The policies' date, written in the language with Latin digits.
    expect(policyDate(html)).toBe(date);
  }
  // The English page needs no such line.
  const english = await (await request.get("/privacy")).text();
  expect(htmlText(english)).not.toContain(textsFor("te").policy.englishGoverns);
  expect(policyDate(english)).toBe("27 November 2026");
});

test("the sitemap lists each language's home with its alternates", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const entry = /<url>\s*<loc>[^<]+\/te<\/loc>([\s\S]*?)<\/url>/.exec(sitemap)?.[1] ?? "";
  for (const language of ["en", "te", "hi", "x-default"]) expect(entry, language).toContain(`hreflang="${language}"`);
});

test("an English page answers at its address only: its route under /en sends a visitor there with one 308, with the site's headers", async ({
  request,
}) => {
  for (const [path, address] of [
    ["/en", "/"],
    ["/en/about", "/about"],
    ["/en/about/", "/about"],
    ["/en/services/web", "/services/web"],
    ["/en/search?q=seo", "/search?q=seo"],
    ["/%65n/pricing", "/pricing"],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(308);
    const location = new URL(response.headers().location ?? "", "http://site.invalid");
    expect(location.pathname + location.search, path).toBe(address);
    expect(response.headers()["strict-transport-security"], path).toBe("max-age=63072000; includeSubDomains");
    expect(response.headers()["x-frame-options"], path).toBe("DENY");
    expect(response.headers()["content-security-policy"], path).toContain("frame-ancestors 'none'");
  }
  for (const address of ["/", "/about", "/services/web"]) {
    const response = await request.get(address, { maxRedirects: 0 });
    expect(response.status(), address).toBe(200);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(await response.text())?.[1] ?? "";
    expect(new URL(canonical).pathname, address).toBe(address);
  }
});

test("the picker moves between the languages and remembers the choice", async ({ page, context }) => {
  await openHydrated(page, "/");
  await page.getByRole("button", { name: "Language: EN" }).click();
  await page.getByRole("link", { name: "తెలుగు" }).click();
  await expect(page).toHaveURL(/\/te$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "te");

  const te = textsFor("te").shell.language;
  await page.getByRole("button", { name: `${te.label}TE` }).click();
  await page.getByRole("link", { name: "हिन्दी" }).click();
  await expect(page).toHaveURL(/\/hi$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  expect((await context.cookies()).find((cookie) => cookie.name === localeCookie.name)?.value).toBe("hi");

  const hi = textsFor("hi").shell.language;
  await page.getByRole("button", { name: `${hi.label}HI` }).click();
  await page.getByRole("link", { name: "English", exact: true }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect((await context.cookies()).find((cookie) => cookie.name === localeCookie.name)?.value).toBe("en");
});

test("each script's font loads on its own language's pages only", async ({ browser }) => {
  /** The font files a fresh visit to the page fetches. */
  async function fontsOf(path: string): Promise<string[]> {
    const context = await browser.newContext();
    const page = await context.newPage();
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    // Inter comes once the page has loaded (e2e/fonts.spec.ts).
    await expect.poll(() => fonts.some((font) => /\/inter[^/]*$/.test(font))).toBe(true);
    await page.evaluate(() => document.fonts.ready);
    await context.close();
    return fonts;
  }

  const english = await fontsOf("/");
  expect(english, "Inter alone").toHaveLength(1);
  const telugu = (await fontsOf("/te")).filter((font) => !english.includes(font));
  const hindi = (await fontsOf("/hi")).filter((font) => !english.includes(font));
  expect(telugu).toEqual([expect.stringMatching(/telugu/)]);
  expect(hindi).toEqual([expect.stringMatching(/devanagari/)]);
});

test.describe("a browser that prefers Telugu", () => {
  test.use({ locale: "te-IN" });
  const words = suggestionTexts.te;

  test("is offered the Telugu page on an English one, in Telugu, until it declines; never redirected", async ({ page, context }) => {
    const response = await page.request.get("/pricing", { headers: { "accept-language": "te-IN,te;q=0.9" } });
    expect(response.status()).toBe(200);
    expect(response.url()).toMatch(/\/pricing$/);

    await openHydrated(page, "/pricing");
    const offer = page.getByRole("complementary", { name: words.text });
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute("lang", "te");
    await expect(offer.getByRole("link", { name: words.open })).toHaveAttribute("href", "/te/pricing");
    expect(await anyViolations(page, "aside[lang]")).toEqual([]);

    await offer.getByRole("button", { name: words.decline }).click();
    await expect(offer).toBeHidden();
    expect((await context.cookies()).find((cookie) => cookie.name === localeCookie.name)?.value).toBe("en");
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "Contact options" })).toBeVisible();
    await expect(offer).toHaveCount(0);
  });

  test("is offered nothing on a page in Telugu, nor on an English page with no translation", async ({ page }) => {
    for (const path of ["/te/pricing", "/blog/reels-that-convert"]) {
      await openHydrated(page, path);
      // The overlays (floating buttons) load with the suggestion: once they show, it would have too.
      const options = path.startsWith("/te/") ? textsFor("te").shell.widgets.options : "Contact options";
      await expect(page.getByRole("button", { name: options })).toBeVisible();
      await expect(page.getByRole("complementary", { name: words.text })).toHaveCount(0);
    }
  });
});

test("a browser that prefers English is offered no translation", async ({ page }) => {
  await openHydrated(page, "/pricing");
  await expect(page.getByRole("button", { name: "Contact options" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: suggestionTexts.te.text })).toHaveCount(0);
  await expect(page.getByRole("complementary", { name: suggestionTexts.hi.text })).toHaveCount(0);
});

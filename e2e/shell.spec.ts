import { expect, test, type Page } from "@playwright/test";
import { company, socialLinks } from "../lib/catalogue/company";
import { cookieConsentKey } from "../lib/browser/consent";
import { themeStorageKey } from "../components/layout/theme-script";
import { footerQuickLinks, legalLinks } from "../lib/i18n/records/navigation";
import { serviceNavigation } from "@/lib/i18n/records/navigation";
import { partners } from "../lib/catalogue/partners";
import { resources } from "@/lib/i18n/records/resources";
import { cookieTexts } from "../lib/i18n/messages/en/shell-texts/overlays";
import { cookieTranslations } from "../lib/i18n/messages/cookie-banner-translations";
import { localeCookie, prefixedLocales, translatedPaths } from "../lib/i18n/locales";
import { textsFor } from "../lib/i18n/texts";
import { suggestionTexts } from "../lib/i18n/suggestion";
import { seriousViolations } from "./helpers/axe";
import { serverDocument, textOf } from "./helpers/html";
import { acceptCookies, waitForHydration } from "./helpers/page";

// A long page with a breadcrumb, and a nested one.
const LONG_PAGE = "/about";
const NESTED_PAGE = "/resources/marketing/sm-guide-1";
const ENGLISH_ONLY_PAGE = "/blog/reels-that-convert";

/** Stores no cookie choice, unlike openHydrated: each describe or test below decides whether the banner shows. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe("navbar", () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test("gets its blurred, shadowed background only after scrolling past 20 px", async ({ page }) => {
    await open(page, LONG_PAGE);
    const header = page.locator("header").first();
    const look = () =>
      header.evaluate((element) => {
        const style = getComputedStyle(element);
        return { blur: style.backdropFilter, shadow: style.boxShadow };
      });

    expect(await look()).toEqual({ blur: "none", shadow: "none" });

    await page.evaluate(() => window.scrollTo(0, 15));
    await page.waitForTimeout(200);
    expect((await look()).blur).toBe("none");

    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(async () => (await look()).blur).toContain("blur");
    expect((await look()).shadow).not.toBe("none");
  });

  test("hydration keeps the navbar the server drew: nothing in it is added or removed until the contact button comes", async ({ page }) => {
    // A part that exists only in the browser makes React draw the whole navbar again right after
    // hydration, in one task a phone's processor feels (the bench's blocking time).
    await page.addInitScript(() => {
      const changes: string[] = [];
      (window as unknown as { navbarChanges: string[] }).navbarChanges = changes;
      new MutationObserver((records) => {
        for (const record of records) {
          const target = record.target as Element;
          if (!target.closest?.("header") || target.closest("#header-contact")) continue;
          for (const node of [...record.addedNodes, ...record.removedNodes]) {
            if (node instanceof Element)
              changes.push(`${node.localName}${node.id ? `#${node.id}` : ""} in ${target.localName}.${target.className}`);
          }
        }
      }).observe(document, { childList: true, subtree: true });
      // Only what happens once the parser has finished counts: the parser adds every element first.
      document.addEventListener("DOMContentLoaded", () => changes.splice(0));
    });
    await open(page, LONG_PAGE);
    await page.waitForFunction(() => document.getElementById("header-contact")?.firstElementChild != null);
    expect(await page.evaluate(() => (window as unknown as { navbarChanges: string[] }).navbarChanges)).toEqual([]);
  });

  test("marks the current route's link with aria-current", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, LONG_PAGE);
    const nav = page.getByRole("navigation", { name: "Main" });

    await expect(nav.getByRole("link", { name: "About", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute("aria-current");
    await expect(nav.getByRole("link", { name: "Pricing", exact: true })).not.toHaveAttribute("aria-current");
  });

  test("opens the services dropdown on hover", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, LONG_PAGE);
    const nav = page.getByRole("navigation", { name: "Main" });
    const firstService = nav.getByRole("link", { name: serviceNavigation[0]!.name });

    await expect(firstService).toBeHidden();
    await nav.getByRole("link", { name: "Services" }).hover();
    for (const service of serviceNavigation) {
      await expect(nav.getByRole("link", { name: service.name })).toBeVisible();
    }
    await page.mouse.move(700, 600);
    await expect(firstService).toBeHidden();
  });

  test("opens the services dropdown on keyboard focus and closes it on Escape", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, LONG_PAGE);
    const nav = page.getByRole("navigation", { name: "Main" });
    const services = nav.getByRole("link", { name: "Services" });
    const firstService = nav.getByRole("link", { name: serviceNavigation[0]!.name });

    await nav.getByRole("link", { name: "About", exact: true }).focus();
    await page.keyboard.press("Tab");
    await expect(services).toBeFocused();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(firstService).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(firstService).toBeHidden();
    await expect(services).toBeFocused();
    await expect(services).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("ArrowDown");
    await expect(firstService).toBeVisible();
  });

  test("search submits the query to the search page", async ({ page }) => {
    await open(page, LONG_PAGE);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const input = page.getByPlaceholder("Search services...");

    await expect(input).toBeFocused();
    await input.fill("video editing");
    await page.getByRole("search").getByRole("button", { name: "Search" }).click();

    await expect(page).toHaveURL(/\/search\?q=video\+editing$/);
    // The panel closes on the route change; the results page has its own search form.
    await expect(page.getByRole("search", { name: "Site", exact: true })).toHaveCount(0);
    await expect(page.getByLabel("Search", { exact: true })).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("searchbox", { name: /Search services, plans/ })).toHaveValue("video editing");
  });

  test("on a page in English only, the picker leads to the nearest page in the chosen language and remembers it", async ({
    page,
    context,
  }) => {
    // A blog post is written in English only: Telugu leads to the Telugu blog listing (translated pages: e2e/languages.spec.ts).
    expect(translatedPaths).not.toContain(ENGLISH_ONLY_PAGE);
    expect(translatedPaths).toContain("/blog");
    await open(page, ENGLISH_ONLY_PAGE);
    await page.getByRole("button", { name: "Language: EN" }).click();
    await expect(page.getByRole("link", { name: "English", exact: true })).toHaveAttribute("href", ENGLISH_ONLY_PAGE);
    await page.getByRole("link", { name: "తెలుగు" }).click();

    await expect(page).toHaveURL("/te/blog");
    await expect(page.locator("html")).toHaveAttribute("lang", "te");
    expect((await context.cookies()).find((cookie) => cookie.name === localeCookie.name)?.value).toBe("te");
  });
});

test.describe("mobile menu at 360 px", () => {
  test.use({ viewport: { width: 360, height: 800 } });
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test("lists every link with services indented, then Book a Demo and Get Quote", async ({ page }) => {
    await open(page, LONG_PAGE);
    const toggle = page.getByRole("button", { name: "Menu" });
    const menu = page.getByRole("navigation", { name: "Mobile" });

    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    for (const service of serviceNavigation) {
      await expect(menu.getByRole("listitem").filter({ hasText: "Services" }).getByRole("link", { name: service.name })).toBeVisible();
    }
    await expect(menu.getByRole("link", { name: /Book a Demo/ })).toHaveAttribute("target", "_blank");
    await expect(menu.getByRole("link", { name: "Get Quote" })).toHaveAttribute("href", "/quote");
  });

  test("closes on navigation, including the browser's back button", async ({ page }) => {
    await open(page, LONG_PAGE);
    const toggle = page.getByRole("button", { name: "Menu" });
    const menu = page.getByRole("navigation", { name: "Mobile" });

    await toggle.click();
    await menu.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await toggle.click();
    await expect(menu).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${LONG_PAGE}$`));
    await expect(menu).toBeHidden();
  });
});

test.describe("mobile menu at 360 px, scrolling", () => {
  test.use({ viewport: { width: 360, height: 800 } });
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test("holds the page still behind it while open, and lets it scroll again once closed", async ({ page }) => {
    await open(page, LONG_PAGE);
    const toggle = page.getByRole("button", { name: "Menu" });
    const menu = page.getByRole("navigation", { name: "Mobile" });
    const scrolled = () => page.evaluate(() => window.scrollY);

    await toggle.click();
    await expect(menu).toBeVisible();
    const menuBox = await menu.boundingBox();
    const belowMenu = (menuBox?.y ?? 0) + (menuBox?.height ?? 0) + 10;
    expect(belowMenu, "the page shows below the menu").toBeLessThan(800);
    // A turn of the wheel (a swipe) over the page showing below the menu.
    await page.mouse.move(180, belowMenu);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    expect(await scrolled()).toBe(0);

    await toggle.click();
    await expect(menu).toBeHidden();
    await page.mouse.wheel(0, 600);
    await expect.poll(scrolled).toBeGreaterThan(0);
  });
});

test.describe("theme", () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test("the toggle persists across a reload and is applied before the first paint", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await open(page, LONG_PAGE);
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/\bdark\b/);

    await page.getByRole("button", { name: "Dark theme" }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await page.evaluate((key) => localStorage.getItem(key), themeStorageKey)).toBe("dark");

    // Nothing can be painted before it is in the DOM: record the class when the navbar arrives.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector("header")) return;
        (window as unknown as { darkWhenContentArrived: boolean }).darkWhenContentArrived =
          document.documentElement.classList.contains("dark");
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { darkWhenContentArrived: boolean }).darkWhenContentArrived)).toBe(true);
    await expect(html).toHaveClass(/\bdark\b/);

    await waitForHydration(page);
    await page.getByRole("button", { name: "Dark theme" }).click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate((key) => localStorage.getItem(key), themeStorageKey)).toBe("light");
  });

  test("follows the system preference when nothing is stored", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await open(page, LONG_PAGE);
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  });
});

test.describe("breadcrumb", () => {
  test("is in the server HTML of a nested page: Home, linked ancestors, the current page as text", async ({ request }) => {
    const smGuide = resources.find((resource) => resource.id === "sm-guide-1");
    const html = await (await request.get(NESTED_PAGE)).text();
    const breadcrumb = html.match(/<nav aria-label="Breadcrumb".*?<\/nav>/s)?.[0] ?? "";

    expect(breadcrumb).toMatch(/<a[^>]*href="\/"[^>]*>Home<\/a>/);
    expect(breadcrumb).toMatch(/<a[^>]*href="\/resources"[^>]*>Resources<\/a>/);
    // A record's levels are named by their titles, never by the address's words ("Sm Guide 1").
    expect(breadcrumb).toMatch(/<a[^>]*href="\/resources#marketing"[^>]*>Social Media Marketing<\/a>/);
    expect(breadcrumb).toMatch(new RegExp(`<span aria-current="page"[^>]*>${smGuide?.title}</span>`));
  });

  test("turns dashes into spaces and capitalises words, in the server HTML", async ({ request }) => {
    const html = await (await request.get("/why-choose-us")).text();
    expect(textOf(html, /<nav aria-label="Breadcrumb"[^>]*>(.*?)<\/nav>/s)).toMatch(/Home\s*Why Choose Us/);
  });

  test("is absent on the home page", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).not.toContain('aria-label="Breadcrumb"');
  });
});

test.describe("cookie banner", () => {
  const banner = (page: Page) => page.getByRole("region", { name: cookieTexts.title });
  const storedConsent = (page: Page) => page.evaluate((key) => localStorage.getItem(key), cookieConsentKey);

  test("Accept All stores accepted and stays hidden after a reload", async ({ page }) => {
    await open(page, LONG_PAGE);
    await expect(banner(page).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    await banner(page).getByRole("button", { name: "Accept All" }).click();

    await expect(banner(page)).toHaveCount(0);
    expect(await storedConsent(page)).toBe("accepted");
    await page.reload();
    await waitForHydration(page);
    await expect(banner(page)).toHaveCount(0);
  });

  test("Decline stores declined and stays hidden after a reload", async ({ page }) => {
    await open(page, LONG_PAGE);
    await banner(page).getByRole("button", { name: "Decline" }).click();

    await expect(banner(page)).toHaveCount(0);
    expect(await storedConsent(page)).toBe("declined");
    await page.reload();
    await waitForHydration(page);
    await expect(banner(page)).toHaveCount(0);
  });

  test("the close button hides it without storing, so it returns on the next visit", async ({ page }) => {
    await open(page, LONG_PAGE);
    await banner(page).getByRole("button", { name: "Close cookie banner" }).click();

    await expect(banner(page)).toHaveCount(0);
    expect(await storedConsent(page)).toBeNull();
    await page.reload();
    await expect(banner(page)).toBeVisible();
  });

  test("is in the server HTML in the page's language, and hidden before the first paint once a choice is stored", async ({
    page,
    request,
  }) => {
    const served = await serverDocument(request, LONG_PAGE);
    expect(served.document.querySelector(".cookie-banner")?.textContent).toContain(cookieTexts.title);
    const telugu = await serverDocument(request, `/te${LONG_PAGE}`);
    expect(telugu.document.querySelector(".cookie-banner")?.textContent).toContain(cookieTranslations.te.title);

    await acceptCookies(page);
    await page.goto(LONG_PAGE, { waitUntil: "commit" });
    await page.waitForSelector(".cookie-banner", { state: "attached" });
    await expect(page.locator(".cookie-banner")).toBeHidden();
    await expect(page.locator("html")).not.toHaveAttribute("data-cookies");
  });

  test("opens the page in a place held from the first paint: it covers nothing and moves nothing, and a choice closes the place", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    // Every layout shift the browser reports, from the first paint on.
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    const crumbTop = () => page.getByRole("navigation", { name: "Breadcrumb" }).evaluate((element) => element.getBoundingClientRect().top);
    await page.goto(LONG_PAGE);

    await expect(banner(page)).toBeVisible();
    const bannerBox = await banner(page).boundingBox();
    expect(bannerBox?.y).toBe(64);
    expect(bannerBox && bannerBox.y + bannerBox.height).toBeLessThanOrEqual(await crumbTop());
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);

    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await expect.poll(crumbTop).toBe(64);
  });

  test("grows its place when its words need more than the stylesheet held, and gives it back", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await open(page, LONG_PAGE);
    const crumbTop = () => page.getByRole("navigation", { name: "Breadcrumb" }).evaluate((element) => element.getBoundingClientRect().top);
    const bannerBottom = async () => {
      const box = await banner(page).boundingBox();
      return box ? box.y + box.height : Number.NaN;
    };
    const held = await crumbTop();

    // A visitor's larger text: the banner's words no longer fit the place the stylesheet held.
    const larger = await page.addStyleTag({ content: ".cookie-banner p { font-size: 2rem; line-height: 2.5rem; }" });
    await expect.poll(crumbTop).toBeGreaterThan(held);
    expect(await bannerBottom()).toBeLessThanOrEqual(await crumbTop());

    await larger.evaluate((element) => element.parentNode?.removeChild(element));
    await expect.poll(crumbTop).toBe(held);
    await expect(page.locator("html")).not.toHaveAttribute("style", /--cookie-banner-space/);
  });

  test("holds a place as tall as the banner in each language, band of widths and font, so it never moves the page", async ({ page }) => {
    // Each band's narrowest width (app/globals.css), where the banner is tallest in it.
    const narrowest = [320, 360, 400, 640, 768, 1024];
    const short: string[] = [];
    for (const fonts of ["web font", "fallback font"] as const) {
      if (fonts === "web font") {
        // A page reached from another of the site's pages is set in Inter, which that page fetched (e2e/fonts.spec.ts).
        await page.goto("/");
        await page.waitForFunction(() => [...document.fonts].some((font) => font.family === "inter" && font.status === "loaded"));
      }
      if (fonts === "fallback font") await page.route(/\.woff2$/, (route) => route.abort());
      for (const prefix of ["", "/te", "/hi"]) {
        await page.setViewportSize({ width: 1024, height: 900 });
        await page.goto(`${prefix}${LONG_PAGE}`, fonts === "web font" ? { referer: new URL("/", page.url()).href } : {});
        await expect(page.locator(".cookie-banner")).toBeVisible();
        if (fonts === "web font") await expect(page.locator("html")).toHaveAttribute("data-brand-font", "");
        await page.evaluate(() => document.fonts.ready);
        for (const width of narrowest) {
          await page.setViewportSize({ width, height: 900 });
          // The place the stylesheet holds (without the banner's own fitting), and what the banner needs.
          const { held, needed } = await page.evaluate(() => {
            const root = document.documentElement;
            root.style.removeProperty("--cookie-banner-space");
            const element = document.querySelector<HTMLElement>(".cookie-banner");
            const content = element?.firstElementChild as HTMLElement | null;
            const rem = parseFloat(getComputedStyle(root).fontSize);
            return {
              held: parseFloat(getComputedStyle(root).getPropertyValue("--cookie-banner-space")) * rem,
              needed: (content?.offsetHeight ?? 0) + (element ? element.offsetHeight - element.clientHeight : 0),
            };
          });
          if (needed > held) short.push(`${prefix || "/en"} at ${width} px in the ${fonts}: ${held} px held, ${needed} px needed`);
        }
      }
    }
    expect(short).toEqual([]);
  });
});

test.describe("floating widgets, where the page leaves the corners free (1440 px)", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the chat button appears after 2 seconds and opens the chat in a new tab", async ({ page }) => {
    await page.goto(LONG_PAGE);
    // The contact button renders on mount, in the same commit that starts the chat timer.
    await expect(page.getByRole("button", { name: "Contact options" })).toBeVisible();
    const mountedAt = Date.now();
    const chat = page.getByRole("link", { name: /Chat with us/ });

    await expect(chat).toHaveCount(0);
    await expect(chat).toBeVisible({ timeout: 5_000 });
    expect(Date.now() - mountedAt).toBeGreaterThan(1_500);
    await expect(chat).toHaveAttribute("target", "_blank");
    await expect(chat).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=/);
  });

  test("scroll-to-top appears after scrolling past 200 px and takes the visitor back up", async ({ page }) => {
    await acceptCookies(page);
    await open(page, LONG_PAGE);
    const toTop = page.getByRole("button", { name: "Scroll to top" });

    await expect(page.getByRole("button", { name: "Scroll to bottom" })).toBeVisible();
    await expect(toTop).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 150));
    await page.waitForTimeout(200);
    await expect(toTop).toHaveCount(0);

    await page.evaluate(() => window.scrollTo(0, 600));
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(toTop).toHaveCount(0);
  });

  test("the contact button expands into Call, Chat and Email", async ({ page }) => {
    await acceptCookies(page);
    await open(page, LONG_PAGE);
    const toggle = page.getByRole("button", { name: "Contact options" });
    const call = page.getByRole("link", { name: "Call" });

    await expect(call).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(call).toHaveAttribute("href", /^tel:\+91/);
    await expect(page.getByRole("link", { name: /^Chat/ }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Email" })).toHaveAttribute("href", `mailto:${company.email}`);
  });
});

test.describe("contact options below 1440 px", () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test("live in the navbar, in the place it held for them; nothing floats over the page", async ({ page }) => {
    await acceptCookies(page);
    await page.goto(LONG_PAGE, { waitUntil: "commit" });
    const search = page.getByRole("button", { name: "Search" });
    await search.waitFor();
    const searchBefore = await search.boundingBox();
    const toggle = page.getByRole("banner").getByRole("button", { name: "Contact options" });

    await expect(toggle).toBeVisible();
    expect(await search.boundingBox()).toEqual(searchBefore);
    await page.waitForTimeout(2_500);
    await expect(page.getByRole("link", { name: /Chat with us/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /Scroll to/ })).toHaveCount(0);

    await toggle.click();
    const call = page.getByRole("banner").getByRole("link", { name: "Call" });
    await expect(call).toHaveAttribute("href", /^tel:\+91/);
    await expect(page.getByRole("banner").getByRole("link", { name: /^Chat/ })).toHaveAttribute("target", "_blank");
    // A tap elsewhere on the page closes the list (it drops over the page's top, under the button).
    await page.mouse.click(180, 700);
    await expect(call).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("footer", () => {
  test("lists every group the spec names, in the server HTML", async ({ request }) => {
    const html = await (await request.get(LONG_PAGE)).text();
    const footer = html.match(/<footer.*?<\/footer>/s)?.[0] ?? "";
    const year = new Date().getFullYear();

    for (const link of [...serviceNavigation, ...footerQuickLinks, ...legalLinks]) {
      expect(footer).toContain(`href="${link.path}"`);
    }
    for (const social of socialLinks) expect(footer).toContain(`href="${social.href}"`);
    for (const partner of partners) expect(footer).toContain(`aria-label="${partner.name} logo"`);
    expect(footer).toContain(`© ${year} ${company.name}. All rights reserved.`);
    expect(footer).toContain(company.cin);
    expect(footer).toContain(company.registrar);
    expect(footer).toContain(`mailto:${company.email}`);
    expect(footer).toContain(company.phone.display);
  });

  test("the partner marquee's second copy is hidden from assistive technology", async ({ page }) => {
    await acceptCookies(page);
    await page.goto(LONG_PAGE);
    const region = page.getByRole("region", { name: "Trusted by growing businesses" });

    await expect(region.getByRole("img")).toHaveCount(partners.length);
  });

  test("the partners' logos sit on white tiles in the light theme and on dark ones in the dark theme", async ({ page }) => {
    await acceptCookies(page);
    await page.goto(LONG_PAGE);
    const logo = page.getByRole("img", { name: `${partners[0]?.name} logo` });
    const look = () =>
      logo.evaluate((element) => ({
        filter: getComputedStyle(element).filter,
        tile: getComputedStyle(element).backgroundColor,
      }));

    expect(await look()).toEqual({
      filter: "none",
      tile: "rgb(255, 255, 255)",
    });
    await page.emulateMedia({ colorScheme: "dark" });
    // The whole tile is inverted and turned back to its hues: its light slate comes out near the footer's dark.
    await expect.poll(async () => (await look()).filter).toBe("hue-rotate(180deg) invert(1)");
    expect((await look()).tile).not.toBe("rgb(255, 255, 255)");
  });

  test("the partner marquee loops, and stands still under reduced motion", async ({ page }) => {
    await page.goto(LONG_PAGE);
    // The track is the element that holds both copies of the list.
    const track = page.getByRole("region", { name: "Trusted by growing businesses" }).getByRole("list").first().locator("xpath=..");

    const animation = () =>
      track.evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.animationName} ${style.animationDuration} ${style.animationIterationCount}`;
      });

    expect(await animation()).toBe("marquee 20s infinite");
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await animation()).toMatch(/^none /);
  });
});

test.describe("newsletter", () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  async function subscribe(page: Page, email: string) {
    await open(page, LONG_PAGE);
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
  }

  const backups = (page: Page) =>
    page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => /^newsletter_subscription_\d+$/.test(key))
        .map((key) => localStorage.getItem(key) ?? ""),
    );

  test("a server error shows the failure toast and keeps the address locally", async ({ page }) => {
    await page.route("/api/newsletter", (route) => route.fulfill({ status: 500, json: { error: "unavailable" } }));
    await subscribe(page, "asha@example.in");

    await expect(page.getByText("Subscription Failed")).toBeVisible();
    await expect(page.getByText("Could not subscribe to newsletter. Please try again. (Saved locally)")).toBeVisible();
    const saved = await backups(page);
    expect(saved).toHaveLength(1);
    expect(JSON.parse(saved[0]!)).toMatchObject({ email: "asha@example.in" });
  });

  test("a network failure shows the unexpected-error toast and keeps the address locally", async ({ page }) => {
    await page.route("/api/newsletter", (route) => route.abort("connectionfailed"));
    await subscribe(page, "ravi@example.in");

    await expect(page.getByText("An unexpected error occurred. Please try again. (Saved locally)")).toBeVisible();
    expect(await backups(page)).toHaveLength(1);
  });

  test("a 201 shows the success toast, sends the address as JSON and resets the form", async ({ page }) => {
    let body: unknown;
    await page.route("/api/newsletter", async (route) => {
      body = route.request().postDataJSON();
      await route.fulfill({ status: 201, json: { id: "sub_1" } });
    });
    await subscribe(page, "meena@example.in");

    await expect(page.getByText("Subscribed! 🎉")).toBeVisible();
    await expect(page.getByText("Thanks for subscribing to our newsletter! We'll keep you updated.")).toBeVisible();
    await expect(page.getByLabel("Email address")).toHaveValue("");
    expect(body).toEqual({ email: "meena@example.in" });
    expect(await backups(page)).toHaveLength(0);
  });
});

test.describe("site-wide", () => {
  test("the first Tab reaches a skip link to the main content", async ({ page }) => {
    await acceptCookies(page);
    await open(page, LONG_PAGE);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });

    await expect(skip).toBeFocused();
    await expect(skip).toHaveAttribute("href", "#main");
  });

  test("an unknown address answers 404 with the shell around a Page Not Found heading", async ({ request }) => {
    const response = await request.get("/no-such-page-here");
    const html = await response.text();

    expect(response.status()).toBe(404);
    expect(html).toMatch(/<h1[^>]*>Page Not Found<\/h1>/);
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain("<footer");
  });

  test("an English unknown address offers the way to each language's home, in that language", async ({ page }) => {
    const response = await page.goto("/no-such-page-here");
    expect(response?.status()).toBe(404);
    for (const locale of ["te", "hi"] as const) {
      const link = page.getByRole("link", { name: suggestionTexts[locale].open });
      await expect(link).toHaveAttribute("href", `/${locale}`);
      await expect(link).toHaveAttribute("lang", locale);
    }
    await page.getByRole("link", { name: suggestionTexts.te.open }).click();
    await expect(page).toHaveURL("/te");
    await expect(page.locator("html")).toHaveAttribute("lang", "te");
  });

  for (const locale of prefixedLocales) {
    const words = textsFor(locale);
    test(`an unknown address under /${locale} answers 404 from one prerendered page in its language, with the ways home`, async ({
      request,
    }) => {
      for (const path of [`/${locale}/never-seen-${Date.now()}`, `/${locale}/a/b/c`, `/${locale}/services/no-such-service`]) {
        const { status, headers, document } = await serverDocument(request, path);
        expect(status, path).toBe(404);
        // Served from the build: a render of this address would say MISS first.
        expect(headers["x-nextjs-cache"], path).toBe("HIT");
        expect(headers["content-security-policy"], path).toContain("script-src");
        expect(document.documentElement.lang, path).toBe(locale);
        expect(document.querySelector("h1")?.textContent, path).toBe(words.notFound.title);
        expect(document.title, path).toContain(words.notFound.title);
        expect(document.querySelector('meta[name="robots"]')?.getAttribute("content"), path).toBe("noindex");
        const links = [...document.querySelectorAll("main a")].map((link) => [link.textContent, link.getAttribute("href")]);
        expect(links, path).toEqual([
          [words.notFound.home, `/${locale}`],
          [words.notFound.services, `/${locale}/services`],
          [words.notFound.contact, `/${locale}/contact`],
        ]);
        // The shell in the same language around it, with no breadcrumb: the address names no page.
        expect(document.querySelector("footer")?.textContent, path).toContain(words.shell.footer.quickLinks);
        expect(document.querySelector(`nav[aria-label="${words.shell.breadcrumb.label}"]`), path).toBeNull();
      }
    });
  }

  test("after hydration the Telugu 404 stays, at its own address, without a page error or a serious axe violation", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error" && !message.text().includes("404")) errors.push(message.text());
    });
    await acceptCookies(page);
    await page.goto("/te/no-such-page-here");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(textsFor("te").notFound.title);
    await expect(page.getByRole("link", { name: textsFor("te").notFound.services })).toBeVisible();
    await expect(page.getByRole("navigation", { name: textsFor("te").shell.breadcrumb.label })).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe("/te/no-such-page-here");
    expect(errors).toEqual([]);
    expect.soft(await seriousViolations(page), "light theme").toEqual([]);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    expect.soft(await seriousViolations(page), "dark theme").toEqual([]);
  });
});

import { expect, test, type Page } from "@playwright/test";
import { feedTabs, feedTexts } from "../lib/i18n/records/feeds";
import { textsFor } from "../lib/i18n/texts";
import { openHydrated } from "./helpers/page";

// The RSS tab of /feeds. The e2e server configures the feed as a local feed
// server (test/feed-server.ts); the failure cases replace the answer of
// /api/rss in the browser, since a real feed cannot be made to fail on cue.

const rssPanel = (page: Page) => page.getByRole("tabpanel", { name: feedTabs.rss.label });

test("the RSS tab lists the configured feed, read through the server", async ({ page }) => {
  await openHydrated(page, "/feeds");
  await page.getByRole("tab", { name: feedTabs.rss.label }).click();

  const first = rssPanel(page).getByRole("link", { name: /Reels in 2026: what works/ });
  await expect(first).toHaveAttribute("href", "https://news.example.in/reels-2026");
  await expect(first).toHaveAttribute("target", "_blank");
  await expect(first).toHaveAttribute("rel", "noopener noreferrer");
  await expect(rssPanel(page).getByRole("listitem")).toHaveCount(2);
  await expect(rssPanel(page).getByText(/\.\.\.$/)).toHaveCount(1);
  // The javascript: item of the test feed is never shown.
  await expect(rssPanel(page).getByText("A script link")).toHaveCount(0);
});

test("opening loads, Refresh reloads with Loading..., leaving clears", async ({ page }) => {
  let calls = 0;
  // Made before the second request exists: the button can show "Loading..."
  // before that request reaches this handler, and release() must not be lost.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/rss?feed=industry", async (route) => {
    calls += 1;
    if (calls === 2) await released;
    await route.fulfill({
      json: { items: [{ title: `Headline ${calls}`, link: `https://news.example.in/${calls}`, contentSnippet: "Snippet" }] },
    });
  });
  await openHydrated(page, "/feeds");
  expect(calls).toBe(0);

  await page.getByRole("tab", { name: feedTabs.rss.label }).click();
  await expect(rssPanel(page).getByRole("link", { name: /Headline 1/ })).toBeVisible();

  await rssPanel(page).getByRole("button", { name: "Refresh Feed" }).click();
  const busy = rssPanel(page).getByRole("button", { name: "Loading..." });
  await expect(busy).toBeDisabled();
  release();
  await expect(rssPanel(page).getByRole("link", { name: /Headline 2/ })).toBeVisible();
  await expect(rssPanel(page).getByRole("button", { name: "Refresh Feed" })).toBeEnabled();

  await page.getByRole("tab", { name: feedTabs.social.label }).click();
  await expect(page.locator("#feed-panel-rss li")).toHaveCount(0);

  await page.getByRole("tab", { name: feedTabs.rss.label }).click();
  await expect(rssPanel(page).getByRole("link", { name: /Headline 3/ })).toBeVisible();
  expect(calls).toBe(3);
});

test("a failing feed shows the empty text and a notice", async ({ page }) => {
  await page.route("**/api/rss?feed=industry", (route) =>
    route.fulfill({ status: 502, json: { error: "feed_failed", message: "The feed did not answer in time." } }),
  );
  await openHydrated(page, "/feeds");
  await page.getByRole("tab", { name: feedTabs.rss.label }).click();
  await expect(page.getByText(feedTexts.rssErrorTitle)).toBeVisible();
  await expect(page.getByText(feedTexts.rssErrorDescription)).toBeVisible();
  await expect(rssPanel(page).getByText(feedTexts.rssEmpty)).toBeVisible();
});

test("the server refuses feeds it does not know", async ({ request }) => {
  for (const query of ["feed=unknown", `url=${encodeURIComponent("http://127.0.0.1/")}`]) {
    const response = await request.get(`/api/rss?${query}`);
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({ error: "unknown_feed" });
  }
});

test("on the Hindi page the tabs, the RSS panel and its failure notice speak Hindi; the headlines stay as the feed wrote them", async ({
  page,
}) => {
  const { tabs, browser } = textsFor("hi").feeds;
  let fail = false;
  await page.route("**/api/rss?feed=industry", (route) =>
    fail
      ? route.fulfill({ status: 502, json: { error: "feed_failed", message: "The feed did not answer in time." } })
      : route.fulfill({ json: { items: [{ title: "Reels in 2026", link: "https://news.example.in/reels", contentSnippet: "Snippet" }] } }),
  );
  await openHydrated(page, "/hi/feeds");
  await expect(page.getByRole("tablist", { name: browser.tabs })).toBeVisible();
  await page.getByRole("tab", { name: tabs.rss }).click();
  const panel = page.getByRole("tabpanel", { name: tabs.rss });
  await expect(panel.getByRole("link", { name: /Reels in 2026/ })).toBeVisible();

  fail = true;
  await panel.getByRole("button", { name: browser.refresh }).click();
  await expect(page.getByText(browser.rssErrorTitle)).toBeVisible();
  await expect(panel.getByText(browser.rssEmpty)).toBeVisible();
});

import type { Locator, Page } from "@playwright/test";
import { cookieConsentKey } from "../../lib/browser/consent";

/** Stores a cookie choice before the page loads, so the banner never covers what a test clicks. */
export async function acceptCookies(page: Page): Promise<void> {
  await page.addInitScript((key) => localStorage.setItem(key, "accepted"), cookieConsentKey);
}

/** Waits until React has hydrated the navbar: clicks and typing before that are lost. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const header = document.querySelector("header");
    return header !== null && Object.keys(header).some((key) => key.startsWith("__reactFiber"));
  });
}

/** Opens a page with a cookie choice stored, and waits for hydration. */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await acceptCookies(page);
  await page.goto(path);
  await waitForHydration(page);
}

/** A sonner toast containing `text`. */
export function toast(page: Page, text: string): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

/** A locator's box once it has stopped moving (a toast slides in). */
export async function settledBox(locator: Locator): Promise<{ x: number; y: number; width: number; height: number } | null> {
  let last = await locator.boundingBox();
  for (let frame = 0; frame < 40; frame += 1) {
    await locator.page().waitForTimeout(50);
    const now = await locator.boundingBox();
    if (JSON.stringify(now) === JSON.stringify(last)) return now;
    last = now;
  }
  return last;
}

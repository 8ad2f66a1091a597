import type { Browser, BrowserContext, WorkerInfo } from "@playwright/test";

/**
 * A browser context with the project's settings (base URL, viewport, user
 * agent, locale), for a page a worker keeps from test to test: a sweep that
 * only loads page after page and reads them gains nothing from a fresh context
 * per page, and pays for one each time.
 */
export function newWorkerContext(browser: Browser, workerInfo: WorkerInfo): Promise<BrowserContext> {
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale = "en-US" } = workerInfo.project.use;
  return browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale });
}

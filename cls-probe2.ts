import { chromium } from "@playwright/test";
(async () => {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] });
  for (const path of ["/search?q=error-drill", "/search?q=web"]) {
    const ctx = await browser.newContext({ colorScheme: "dark" });
    const page = await ctx.newPage();
    await page.goto("http://127.0.0.1:3150" + path);
    await page.waitForTimeout(1500);
    console.log(path, await page.evaluate(`document.documentElement.className + " | " + JSON.stringify({...document.documentElement.dataset})`));
    await ctx.close();
  }
  await browser.close();
})();

import { chromium } from "@playwright/test";
(async () => {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking","--disable-component-update","--disable-sync"] });
  for (const [name, path] of [["en", "/search?q=error-drill"], ["ok", "/search?q=web"]]) {
    for (const scheme of ["light", "dark"] as const) {
      for (const width of [360, 1440]) {
        const ctx = await browser.newContext({ viewport: { width, height: 800 }, colorScheme: scheme });
        await ctx.addInitScript(`localStorage.setItem("cookie_consent","accepted")`);
        const page = await ctx.newPage();
        await page.goto("http://127.0.0.1:3150" + path);
        await page.waitForTimeout(1200);
        await page.screenshot({ path: `/tmp/shots/err-${name}-${scheme}-${width}.png` });
        await ctx.close();
      }
    }
  }
  await browser.close();
})();

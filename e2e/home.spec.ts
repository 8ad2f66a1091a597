import { expect, test } from "@playwright/test";

const HEADING = "Transform Your Digital Presence";

test("the home page heading is in the server's HTML", async ({ request }) => {
  const response = await request.get("/");

  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(new RegExp(`<h1[^>]*>${HEADING}</h1>`));
});

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor still sees the home heading", async ({ page }) => {
    await page.goto("/");

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(HEADING);
    await expect(page).toHaveTitle(/Digital Media Agency/);
  });
});

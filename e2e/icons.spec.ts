import { expect, test } from "@playwright/test";
import { openHydrated } from "./helpers/page";
import { publicRoutes } from "./helpers/routes";

// Icons are references into one sprite file (components/ui/icon.tsx): a broken
// reference draws nothing and no test of a page's text would notice.

/** Every `<use href>` of a page's server HTML: the sprite's address and the symbol. */
function iconReferences(html: string): { file: string; symbol: string }[] {
  return [...html.matchAll(/<use href="([^"#]+)#([^"]+)"/g)].map(([, file = "", symbol = ""]) => ({ file, symbol }));
}

test("every icon of every public page names a symbol of the one sprite, which is cached for a year", async ({ request }) => {
  const files = new Set<string>();
  const symbols = new Set<string>();
  for (const route of publicRoutes) {
    const references = iconReferences(await (await request.get(route)).text());
    for (const { file, symbol } of references) {
      files.add(file);
      symbols.add(symbol);
    }
  }
  expect([...files]).toHaveLength(1);
  const [file = ""] = files;
  expect(file).toMatch(/^\/icons\/[0-9a-f]{12}\.svg$/);

  const sprite = await request.get(file);
  expect(sprite.status()).toBe(200);
  expect(sprite.headers()["content-type"]).toContain("image/svg+xml");
  expect(sprite.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const body = await sprite.text();
  const missing = [...symbols].filter((symbol) => !body.includes(`<symbol id="${symbol}" `));
  expect(missing).toEqual([]);
});

test("an icon is drawn: the sprite's symbol gives the navbar's search icon its size and an outline", async ({ page }) => {
  await openHydrated(page, "/");
  const icon = page.getByRole("button", { name: "Search" }).locator("svg");
  const box = await icon.boundingBox();
  expect(box?.width).toBe(20);
  expect(box?.height).toBe(20);
  // The sprite's paths render inside the <use>: the icon has painted geometry.
  const drawn = await icon.locator("use").evaluate((use: SVGUseElement) => {
    const bounds = use.getBBox();
    return bounds.width > 0 && bounds.height > 0;
  });
  expect(drawn).toBe(true);
  expect(await icon.evaluate((svg) => getComputedStyle(svg).stroke)).not.toBe("none");
});

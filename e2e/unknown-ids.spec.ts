import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { openHydrated } from "./helpers/page";

// An address naming no service or resource is answered by its section's not-found
// screen, prerendered once at build (lib/routing/not-found-screens.ts): nothing is
// rendered or cached per address, and the screen is in the server HTML itself.
const sections = [
  {
    address: (id: string) => `/services/${id}`,
    texts: ["Service Not Found", "The service you&#x27;re looking for doesn&#x27;t exist.", "Back to Services"],
  },
  {
    address: (id: string) => `/resources/marketing/${id}`,
    texts: ["Resource Not Found", "The resource you are looking for does not exist or may have been moved.", "Back to Resources"],
  },
];

/** A page's HTML without its scripts: what a crawler or a browser without JavaScript reads. */
function markupOf(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
}

for (const { address, texts } of sections) {
  test(`${address("<id>")}: a new id each time answers 404 from the prerendered screen`, async ({ request }) => {
    for (let visit = 0; visit < 3; visit++) {
      const path = address(`never-seen-${Date.now()}-${visit}`);
      // Answered at the address itself, not by a redirect to the screen's own.
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      // Served from the build: a render of this address would say MISS first.
      expect(response.headers()["x-nextjs-cache"], path).toBe("HIT");
      const markup = markupOf(await response.text());
      for (const text of texts) expect(markup, `${path}: ${text}`).toContain(text);
      expect(markup, path).toContain('<meta name="robots" content="noindex"/>');
    }
  });
}

test("without JavaScript, a visitor on an unknown service reads the message and the way back", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/services/not-a-service");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service Not Found");
  await expect(page.getByRole("link", { name: "Back to Services" })).toHaveAttribute("href", "/services");
  await context.close();
});

test("after hydration the unknown resource's screen stays, at its own address, without a page error", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await openHydrated(page, "/resources/marketing/no-such-resource");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resource Not Found");
  await expect(page.getByRole("link", { name: "Back to Resources" })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/resources/marketing/no-such-resource");
  expect(errors).toEqual([]);
});

test("/blog/<unknown>: the server's HTML says Post Not Found with 404, its scripts under the request's nonce", async ({ request }) => {
  for (const path of [`/blog/never-seen-${Date.now()}`, "/blog/not-found"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    const markup = markupOf(html);
    for (const text of ["Post Not Found", "This blog post could not be found.", "Back to Blog"])
      expect(markup, `${path}: ${text}`).toContain(text);
    expect(markup, path).toContain('href="/blog"');
    expect(markup, path).toContain('<meta name="robots" content="noindex"/>');
    const policy = response.headers()["content-security-policy"] ?? "";
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce, path).toBeTruthy();
    // Every script runs by this response's nonce, or (the theme's inline one) by its hash in the policy; JSON-LD is data.
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes = "", body = ""]) => ({
      attributes,
      body,
    }));
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const { attributes, body } of scripts.filter(({ attributes }) => !attributes.includes('type="application/ld+json"'))) {
      const hash = `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
      const allowed = attributes.includes(`nonce="${nonce}"`) || (body !== "" && policy.includes(hash));
      expect(allowed, `${path}: <script${attributes}>`).toBe(true);
    }
  }
});

import { expect, test, type APIResponse, type Page } from "@playwright/test";
import { listedSlugs } from "../test/sanity-stand-in";
import { signInAsAdmin } from "./helpers/admin";
import { acceptCookies, openHydrated } from "./helpers/page";
import { publicRoutes } from "./helpers/routes";

// The security headers on every kind of response, and pages that work under
// the Content-Security-Policy without a single violation.

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  expect(headers["strict-transport-security"], what).toBe("max-age=63072000; includeSubDomains");
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], what).toContain("camera=()");
  expect(headers["x-frame-options"], what).toBe("DENY");
  expect(headers["x-powered-by"], what).toBeUndefined();
}

/** The site-wide header of prerendered pages; their own <meta> policy narrows its scripts (below). */
function expectPagePolicy(response: APIResponse, what: string) {
  const policy = response.headers()["content-security-policy"] ?? "";
  expect(policy, what).toContain("frame-ancestors 'none'");
  expect(policy, what).toContain("object-src 'none'");
  expect(policy, what).toMatch(/script-src 'self' 'unsafe-inline' https:\/\/checkout\.razorpay\.com(;|$)/);
  expect(policy, what).not.toContain("unsafe-eval");
}

/** Collects the page's Content-Security-Policy reports from its console, as they come. */
function policyViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** Inline scripts a browser runs: no src, and no data type such as JSON-LD. */
function inlineScriptCount(html: string): number {
  return [...html.matchAll(/<script\b([^>]*)>/g)].filter(
    ([, attributes = ""]) => !attributes.includes("src=") && !attributes.includes("type="),
  ).length;
}

/** A prerendered page's own policy: one hash per inline script, placed before the first script, nothing else inline. */
function expectPinnedScripts(html: string, what: string) {
  const meta =
    /<meta http-equiv="Content-Security-Policy" content="script-src 'self' ((?:'sha256-[A-Za-z0-9+/=]{44}' )+)https:\/\/checkout\.razorpay\.com" data-pinned-scripts=""\/>/.exec(
      html,
    );
  expect(meta, `${what} has no pinned-scripts policy`).not.toBeNull();
  expect(meta?.index ?? Infinity, `${what}: a script comes before the policy`).toBeLessThan(html.indexOf("<script"));
  expect(meta?.[1]?.trim().split(" ").length, what).toBe(inlineScriptCount(html));
}

/** Pages rendered per request: a fresh nonce, the theme script's hash, no 'unsafe-inline'. */
function expectNoncePolicy(response: APIResponse, what: string): string {
  const policy = response.headers()["content-security-policy"] ?? "";
  const nonce =
    /script-src 'self' 'nonce-([A-Za-z0-9+/=]{24})' 'strict-dynamic' 'sha256-[A-Za-z0-9+/=]{44}' https:\/\/checkout\.razorpay\.com(;|$)/.exec(
      policy,
    )?.[1];
  expect(nonce, `${what}: ${policy}`).toBeDefined();
  const scriptSources = policy.split("; ").find((directive) => directive.startsWith("script-src ")) ?? "";
  expect(scriptSources, what).not.toContain("'unsafe-inline'");
  expect(policy, what).toContain("frame-ancestors 'none'");
  return nonce ?? "";
}

test("pages rendered per request get a nonce of their own on every response, and their scripts carry it", async ({ request }) => {
  for (const path of ["/login", "/search?q=video", "/te/search?q=seo", "/blog", "/te/blog", "/hi/blog", `/blog/${listedSlugs[0]}`]) {
    const first = await request.get(path);
    const second = await request.get(path);
    expectSecurityHeaders(first, path);
    const nonce = expectNoncePolicy(first, path);
    expect(expectNoncePolicy(second, path), `${path} reuses its nonce`).not.toBe(nonce);
    const html = await first.text();
    // JSON-LD blocks are data, not scripts: the policy does not apply to them.
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
      .map(([, attributes]) => attributes ?? "")
      .filter((attributes) => !attributes.includes('type="application/ld+json"'));
    expect(scripts.length, path).toBeGreaterThan(1);
    // Every script Next wrote carries this response's nonce; only the theme script (allowed by its hash) has none.
    expect(
      scripts.filter((attributes) => !attributes.includes(`nonce="${nonce}"`)),
      path,
    ).toHaveLength(1);
  }
});

test("every prerendered page, the 404s included, carries the headers and a policy pinning its own inline scripts", async ({ request }) => {
  const perRequest = new Set(["/blog", "/te/blog", "/hi/blog", "/search?q=video", "/te/search", "/hi/search"]);
  // Unknown service and resource ids get their section's prerendered screen (lib/routing/not-found-screens.ts).
  const notFound = ["/does-not-exist", "/resources/unknown", "/services/unknown", "/resources/marketing/unknown"];
  const prerendered = [...publicRoutes.filter((path) => !perRequest.has(path)), ...notFound];
  for (const path of prerendered) {
    const response = await request.get(path);
    if (notFound.includes(path)) expect(response.status(), path).toBe(404);
    expectSecurityHeaders(response, path);
    expectPagePolicy(response, path);
    expectPinnedScripts(await response.text(), path);
  }
  const redirect = await request.get("/admin", { maxRedirects: 0 });
  expect(redirect.status()).toBe(307);
  expectSecurityHeaders(redirect, "/admin redirect");
  expectPagePolicy(redirect, "/admin redirect");
});

// As a stored or reflected injection would: markup added to the page's HTML on its way to the browser.
const slipped = '<script>window.__slipped = true</script><img src="data:," onerror="window.__slipped = true">';

for (const path of ["/", "/pricing", "/does-not-exist", "/blog", "/search?q=video"]) {
  test(`${path}: a script slipped into the HTML does not run, the page's own scripts do`, async ({ page }) => {
    const refused = policyViolations(page);
    await page.route(
      (url) => url.pathname === path.split("?")[0],
      async (route) => {
        // The page itself, not the router's prefetches of it.
        if (route.request().resourceType() !== "document") return route.fallback();
        const response = await route.fetch();
        const html = await response.text();
        expect(html).toContain("</body>");
        await route.fulfill({ response, body: html.replace("</body>", `${slipped}</body>`) });
      },
    );
    // Hydrated: React's scripts, all inline or loaded by them, ran.
    await openHydrated(page, path);
    expect(await page.evaluate(() => (window as { __slipped?: boolean }).__slipped)).toBeUndefined();
    // The <script> element and the onerror attribute, each refused.
    expect(refused.filter((text) => /inline script|inline event handler/i.test(text)).length).toBeGreaterThanOrEqual(2);
  });
}

test("route handlers and files carry the headers too, whatever they answer", async ({ request }) => {
  const answers = [
    ["POST /api/contact (400)", await request.post("/api/contact", { data: {} })],
    ["POST /api/newsletter (415)", await request.post("/api/newsletter", { headers: { "content-type": "text/plain" }, data: "x" })],
    ["GET /api/rss unknown feed (400)", await request.get("/api/rss?feed=nope")],
    ["GET /api/admin/export/contacts (401)", await request.get("/api/admin/export/contacts")],
    ["GET /robots.txt", await request.get("/robots.txt")],
    ["GET /logo.svg", await request.get("/logo.svg")],
  ] as const;
  for (const [what, response] of answers) {
    expect(response.status(), what).toBeLessThan(500);
    expectSecurityHeaders(response, what);
  }
});

for (const path of [
  "/",
  "/pricing",
  "/quote",
  "/contact",
  "/blog",
  "/feeds",
  "/resources/marketing/sm-guide-1",
  "/login",
  "/search?q=video",
]) {
  test(`${path} runs under the policy without a violation`, async ({ page }) => {
    const violations = policyViolations(page);
    await acceptCookies(page);
    await page.goto(path);
    await page.waitForLoadState("load");
    // Let client components run their effects (theme, widgets, kept submissions).
    await page.waitForTimeout(1500);
    expect(violations).toEqual([]);
  });
}

test("the admin dashboard, under its nonce policy, signs in and works without a violation", async ({ page }) => {
  const violations = policyViolations(page);
  await signInAsAdmin(page);
  const response = await page.reload();
  expect(response?.headers()["content-security-policy"]).toMatch(/'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'/);
  // A client-side navigation: the scripts it loads come in through 'strict-dynamic'.
  await page.getByRole("link", { name: "Quote Requests" }).click();
  await expect(page.getByRole("link", { name: "Quote Requests" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

test("JSON API answers carry a policy that loads nothing and allows no frame", async ({ request }) => {
  for (const path of ["/api/health", "/api/rss?feed=unknown"]) {
    const response = await request.get(path);
    expect(response.headers()["content-security-policy"], path).toBe("default-src 'none'; frame-ancestors 'none'");
  }
});

/** Where a redirect points: path and query, as the site wrote it relative to itself. */
function locationOf(response: APIResponse): string {
  const location = new URL(response.headers().location ?? "", "http://site.invalid");
  return location.pathname + location.search;
}

test("an address spelled with %XX for a letter goes to its one spelling with a 308, never a 5xx", async ({ request }) => {
  const spelled = [
    ["/%61dmin", "/admin"],
    ["/%6Cogin", "/login"],
    ["/%73earch?q=x", "/search?q=x"],
    ["/%62log", "/blog"],
    ["/blo%67", "/blog"],
    ["/%61bout", "/about"],
  ] as const;
  for (const [path, canonical] of spelled) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(308);
    expect(locationOf(response), path).toBe(canonical);
    expectSecurityHeaders(response, path);
    expectPagePolicy(response, path);
  }
  // Followed, /%61dmin meets the sign-in check like /admin.
  const admin = await request.get("/%61dmin");
  expect(new URL(admin.url()).pathname).toBe("/login");
  for (const path of ["/50%%2050%%", "/%E0%A4%A", "/services/%zz", "/blog/%"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(400);
    expectSecurityHeaders(response, path);
  }
});

test("a trailing slash is redirected with a 308 that carries the security headers", async ({ request }) => {
  for (const [path, canonical] of [
    ["/about/", "/about"],
    ["/services/web/", "/services/web"],
    ["/te/", "/te"],
    ["/api/health/", "/api/health"],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(308);
    expect(locationOf(response), path).toBe(canonical);
    expectSecurityHeaders(response, path);
    expectPagePolicy(response, path);
  }
});

test("the newsletter's link pages and next-auth's pages get a policy that lets their own style apply", async ({ request }) => {
  // An unsigned link: the link page's 400 screen, the same page and policy a real link opens.
  for (const path of ["/api/newsletter/confirm", "/api/newsletter/unsubscribe?s=x&t=y"]) {
    const response = await request.get(path);
    expect(response.headers()["content-type"], path).toContain("text/html");
    expect(await response.text(), path).toContain("<style>");
    expectSecurityHeaders(response, path);
    const policy = response.headers()["content-security-policy"] ?? "";
    expect(policy, path).toContain("style-src 'unsafe-inline'");
    expect(policy, path).toContain("frame-ancestors 'none'");
  }
  const signout = await request.get("/api/auth/signout");
  expect(signout.status()).toBe(200);
  expect(await signout.text()).toContain("<style>");
  expectSecurityHeaders(signout, "/api/auth/signout");
  expect(signout.headers()["content-security-policy"]).toContain("style-src 'unsafe-inline'");
});

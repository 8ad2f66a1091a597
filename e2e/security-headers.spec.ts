import { expect, test, type APIResponse } from "@playwright/test";
import { storageKeys } from "../lib/catalogue/navigation";

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

function expectPagePolicy(response: APIResponse, what: string) {
  const policy = response.headers()["content-security-policy"] ?? "";
  expect(policy, what).toContain("frame-ancestors 'none'");
  expect(policy, what).toContain("object-src 'none'");
  expect(policy, what).toMatch(/script-src 'self' 'unsafe-inline' https:\/\/checkout\.razorpay\.com(;|$)/);
  expect(policy, what).not.toContain("unsafe-eval");
}

test("pages, including the 404 and a redirect, carry every header and the page policy", async ({ request }) => {
  for (const path of ["/", "/services/web", "/quote", "/blog", "/login", "/does-not-exist"]) {
    const response = await request.get(path);
    expectSecurityHeaders(response, path);
    expectPagePolicy(response, path);
  }
  const redirect = await request.get("/admin", { maxRedirects: 0 });
  expect(redirect.status()).toBe(307);
  expectSecurityHeaders(redirect, "/admin redirect");
  expectPagePolicy(redirect, "/admin redirect");
});

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

for (const path of ["/", "/pricing", "/quote", "/contact", "/blog", "/feeds", "/resources/marketing/sm-guide-1"]) {
  test(`${path} runs under the policy without a violation`, async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript((key) => localStorage.setItem(key, "accepted"), storageKeys.cookieConsent);
    await page.goto(path);
    await page.waitForLoadState("load");
    // Let client components run their effects (theme, widgets, kept submissions).
    await page.waitForTimeout(1500);
    expect(violations).toEqual([]);
  });
}

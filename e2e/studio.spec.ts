import { expect, test, type Page, type Response } from "@playwright/test";
import { e2eSanity } from "../test/e2e-settings";

// /studio, the embedded Sanity Studio, against the e2e server's project
// (e2eblog). Sanity's API is out of reach here, so the browser's calls to it
// are answered in the browser after the page's policy has allowed them: a
// call the policy refused never reaches these handlers and shows up as a
// violation in the console instead.

/** An editor of the project, as Sanity's /users/me answers for one (the Studio lets in only members with a role). */
const editor = {
  id: "e2e-editor",
  name: "E2E Editor",
  email: "editor@agency.test",
  role: "administrator",
  roles: [{ name: "administrator", title: "Administrator" }],
  provider: "sanity",
};
const providers = [
  { name: "google", title: "Google", url: "https://api.sanity.io/v1/auth/login/google" },
  { name: "github", title: "GitHub", url: "https://api.sanity.io/v1/auth/login/github" },
  { name: "sanity", title: "E-mail / password", url: "https://api.sanity.io/v1/auth/login/sanity" },
];

/** Answers the Studio's calls to Sanity as a project with no documents would; returns the paths it called. */
async function answerSanity(page: Page, { signedIn }: { signedIn: boolean }): Promise<string[]> {
  const calls: string[] = [];
  const origin = new URL(test.info().project.use.baseURL ?? "").origin;
  const cors = { "access-control-allow-origin": origin, "access-control-allow-credentials": "true" };
  await page.route(/^https:\/\/([a-z0-9-]+\.)?api\.sanity\.io\//, async (route) => {
    const url = new URL(route.request().url());
    calls.push(`${url.host}${url.pathname}`);
    if (url.pathname.includes("/data/listen/")) {
      return route.fulfill({
        status: 200,
        headers: { ...cors, "content-type": "text/event-stream" },
        body: "event: welcome\ndata: {}\n\n",
      });
    }
    const body = url.pathname.endsWith("/users/me")
      ? signedIn
        ? editor
        : {}
      : url.pathname.endsWith("/auth/providers")
        ? { thirdPartyLogin: true, sso: { saml: false }, providers }
        : url.pathname.endsWith("/acl")
          ? [{ filter: "_id in path('**')", permissions: ["read", "update", "create", "history"] }]
          : url.pathname.includes("/data/query/")
            ? { result: [], ms: 0 }
            : {};
    return route.fulfill({ status: 200, headers: { ...cors, "content-type": "application/json" }, body: JSON.stringify(body) });
  });
  // The Studio's "newer version available" check.
  await page.route(/^https:\/\/sanity-cdn\.com\//, (route) =>
    route.fulfill({ status: 200, headers: cors, contentType: "application/json", body: '{"latest":"5.31.2"}' }),
  );
  // Listener and presence: accepted and left quiet.
  await page.routeWebSocket(/^wss:\/\/[a-z0-9-]+\.api\.sanity\.io\//, () => {});
  if (signedIn) {
    await page.addInitScript(
      (key) => localStorage.setItem(key, JSON.stringify({ token: "e2e-editor-token", time: new Date().toISOString() })),
      `__studio_auth_token_${e2eSanity.projectId}`,
    );
  }
  return calls;
}

/** The page's Content-Security-Policy reports, as they come. */
function policyViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

function directives(response: Response | null): Record<string, string[]> {
  const policy = response?.headers()["content-security-policy"] ?? "";
  return Object.fromEntries(
    policy.split("; ").map((part) => {
      const [name = "", ...values] = part.split(" ");
      return [name, values];
    }),
  );
}

test("/studio answers with the security headers, noindex and a policy of its own, and a visitor gets Sanity's sign-in", async ({
  page,
}) => {
  const calls = await answerSanity(page, { signedIn: false });
  const violations = policyViolations(page);
  const response = await page.goto("/studio");
  expect(response?.status()).toBe(200);
  const headers = response?.headers() ?? {};
  expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");

  const policy = directives(response);
  expect(policy["script-src"]?.[1]).toMatch(/^'nonce-[A-Za-z0-9+/=]{24}'$/);
  expect(policy["script-src"]).toContain("'strict-dynamic'");
  expect(policy["script-src"]).not.toContain("'unsafe-inline'");
  expect(policy["script-src"]).not.toContain("'unsafe-eval'");
  expect(policy["connect-src"]).toEqual([
    "'self'",
    `https://${e2eSanity.projectId}.api.sanity.io`,
    `wss://${e2eSanity.projectId}.api.sanity.io`,
    "https://api.sanity.io",
    "https://sanity-cdn.com",
  ]);
  expect(policy["frame-ancestors"]).toEqual(["'none'"]);
  // Nothing of the shop's policy: no Razorpay on the Studio.
  expect(headers["content-security-policy"]).not.toContain("razorpay");

  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.getByText("Choose login provider")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("link", { name: /Google/ })).toBeVisible();
  expect(calls).toContain(`${e2eSanity.projectId}.api.sanity.io/v2026-05-04/users/me`);
  expect(violations).toEqual([]);
});

test("a signed-in editor gets the Studio with the blog's types, its publishing note and no policy violation", async ({ page }) => {
  test.setTimeout(120_000);
  await answerSanity(page, { signedIn: true });
  const violations = policyViolations(page);
  await page.goto("/studio");
  await expect(page.getByText("Posts", { exact: true }).first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText("Authors", { exact: true }).first()).toBeVisible();
  await page.getByText("After you publish", { exact: true }).first().click();
  await expect(page.getByText(/The site shows it a few seconds later/)).toBeVisible();
  await expect(page).toHaveURL(/\/studio\/structure\/after-you-publish/);
  // Let the Studio's background calls (listener, presence, version check) run before judging the console.
  await page.waitForTimeout(3_000);
  expect(violations).toEqual([]);
});

test("the Studio's code loads on /studio only: no other page fetches any of it", async ({ page }) => {
  test.setTimeout(120_000);
  await answerSanity(page, { signedIn: false });
  // The Studio is its own bundle (scripts/build-studio.ts); Next's chunks are the
  // same files with or without it, which npm run check:budgets shows.
  const studioCode = `${new URL(test.info().project.use.baseURL ?? "").origin}/studio-app/`;
  const scripts = new Map<string, number>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script")
      void response.body().then(
        (body) => scripts.set(response.url(), body.byteLength),
        () => undefined,
      );
  });

  await page.goto("/studio");
  await expect(page.getByText("Choose login provider")).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => [...scripts].filter(([url]) => url.startsWith(studioCode)).reduce((sum, [, bytes]) => sum + bytes, 0))
    .toBeGreaterThan(1_000_000);

  for (const path of ["/", "/blog", "/contact", "/quote", "/about"]) {
    scripts.clear();
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const loaded = [...scripts.keys()];
    expect(loaded.length, path).toBeGreaterThan(0);
    expect(
      loaded.filter((url) => url.startsWith(studioCode)),
      path,
    ).toEqual([]);
  }
});

test("the sitemap leaves the Studio out", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url ?? "").pathname);
  expect(paths).toContain("/blog");
  expect(paths.filter((path) => path === "/studio" || path.startsWith("/studio/"))).toEqual([]);
});

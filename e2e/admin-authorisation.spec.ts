import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

// Every admin page and every /api/admin handler, found on disk, must refuse a
// visitor without a valid session: a new route cannot forget its check. Each
// is also tried with a forged session cookie, which gets past proxy.ts (it only
// looks for the cookie) and must still be refused by the route itself.

const methods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
const sampleId = "00000000-0000-4000-8000-000000000000";

function filesUnder(directory: string, name: string): string[] {
  return readdirSync(directory).flatMap((entry) => {
    const full = path.join(directory, entry);
    if (statSync(full).isDirectory()) return filesUnder(full, name);
    return entry === name ? [full] : [];
  });
}

/** app/(admin)/admin/(x)/[id]/page.tsx → /admin/<sampleId> */
function urlOf(file: string): string {
  const segments = path
    .relative("app", path.dirname(file))
    .split(path.sep)
    .filter((segment) => !/^\(.*\)$/.test(segment))
    .map((segment) =>
      /^\[\.\.\..+\]$/.test(segment) ? "a/b" : /^\[.+\]$/.test(segment) ? (segment.includes("list") ? "contacts" : sampleId) : segment,
    );
  return `/${segments.join("/")}`;
}

function exportedMethods(file: string): string[] {
  const source = readFileSync(file, "utf8");
  return methods.filter((method) =>
    new RegExp(
      `export\\s+(async\\s+)?function\\s+${method}\\b|export\\s+const\\s+${method}\\b|export\\s*\\{[^}]*\\b${method}\\b[^}]*\\}`,
    ).test(source),
  );
}

const pages = filesUnder("app/(admin)/admin", "page.tsx").map(urlOf);
const handlers = filesUnder("app/api/admin", "route.ts").flatMap((file) =>
  exportedMethods(file).map((method) => ({ method, url: urlOf(file) })),
);
const forgedCookie = "next-auth.session-token=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.forged.token.value.here";

test("the scan finds the admin dashboard and its API", () => {
  expect(pages).toContain("/admin");
  expect(handlers.length).toBeGreaterThanOrEqual(3);
});

for (const url of pages) {
  for (const cookie of [null, forgedCookie]) {
    test(`page ${url} sends a visitor ${cookie ? "with a forged session" : "without a session"} to /login`, async ({ request }) => {
      const response = await request.get(url, { maxRedirects: 0, headers: cookie ? { cookie } : {} });

      expect([302, 303, 307, 308]).toContain(response.status());
      expect(new URL(response.headers()["location"] ?? "", "http://x").pathname).toBe("/login");
      expect(await response.text()).not.toMatch(/Total Contacts|Contact Form Leads/);
    });
  }
}

for (const { method, url } of handlers) {
  for (const cookie of [null, forgedCookie]) {
    test(`${method} ${url} answers 401 ${cookie ? "with a forged session" : "without a session"}`, async ({ request }) => {
      const response = await request.fetch(url, {
        method,
        maxRedirects: 0,
        headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
        data: method === "GET" ? undefined : JSON.stringify({ status: "won", email: "a@example.in", confirmEmail: "a@example.in" }),
      });

      expect([401, 403]).toContain(response.status());
      expect(response.headers()["content-type"]).toContain("application/json");
      expect(response.headers()["cache-control"]).toBe("no-store");
    });
  }
}

import { buildCustomRoute } from "next/dist/lib/build-custom-route";
import { describe, expect, it } from "vitest";
import nextConfig, { apiPolicy } from "@/next.config";

/** The Content-Security-Policy values next.config.ts headers() gives a path, matched as Next and Vercel match them. */
async function policiesFor(path: string): Promise<string[]> {
  const rules = (await nextConfig.headers?.()) ?? [];
  return rules
    .filter((rule) => new RegExp(buildCustomRoute("header", rule).regex).test(path))
    .flatMap((rule) => rule.headers.filter((header) => header.key === "Content-Security-Policy").map((header) => header.value));
}

describe("JSON API answers' Content-Security-Policy", () => {
  it.each([
    "/api/contact",
    "/api/quotes",
    "/api/payments/orders",
    "/api/health",
    "/api/admin/export/contacts",
    "/api/auth/session",
    "/api/rss",
  ])("%s gets default-src 'none' and frame-ancestors 'none', and no other policy", async (path) => {
    expect(apiPolicy).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(await policiesFor(path)).toEqual([apiPolicy]);
  });

  it("leaves the resume download to its own stricter policy, which a header from here would override in next start", async () => {
    expect(await policiesFor("/api/admin/resumes/3f0e3c1e-0000-4000-8000-000000000000")).toEqual([]);
  });

  it("leaves pages to their own policies", async () => {
    expect(await policiesFor("/contact")).not.toContain(apiPolicy);
    expect(await policiesFor("/apiary")).not.toContain(apiPolicy);
  });
});

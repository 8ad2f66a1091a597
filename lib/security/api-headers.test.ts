import { buildCustomRoute } from "next/dist/lib/build-custom-route";
import { describe, expect, it } from "vitest";
import nextConfig from "@/next.config";
import { apiPolicy, authPagesPolicy, linkPagePolicy, receiptPagePolicy } from "./csp";
import { receiptThemeScriptHash } from "./receipt-theme-script";

/** The Content-Security-Policy values next.config.ts headers() gives a path, matched as Next and Vercel match them. */
async function policiesFor(path: string, key = "Content-Security-Policy"): Promise<string[]> {
  const rules = (await nextConfig.headers?.()) ?? [];
  return rules
    .filter((rule) => new RegExp(buildCustomRoute("header", rule).regex).test(path))
    .flatMap((rule) => rule.headers.filter((header) => header.key === key).map((header) => header.value));
}

describe("Referrer-Policy", () => {
  // next start sends a header from next.config.ts over the route's own: a receipt page's no-referrer was replaced.
  it.each([
    "/api/receipts/3f0e3c1e-0000-4000-8000-000000000000.sig",
    "/api/receipts/3f0e3c1e-0000-4000-8000-000000000000.sig/pdf",
    "/api/admin/receipts/3f0e3c1e-0000-4000-8000-000000000000",
  ])("is no-referrer alone on the receipt address %s, whose token a Referer would carry", async (path) => {
    expect(await policiesFor(path, "Referrer-Policy")).toEqual(["no-referrer"]);
  });

  it.each(["/", "/about", "/te/services", "/api/contact", "/api/auth/signin", "/admin", "/api/receiptsx"])(
    "is strict-origin-when-cross-origin alone on %s",
    async (path) => {
      expect(await policiesFor(path, "Referrer-Policy")).toEqual(["strict-origin-when-cross-origin"]);
    },
  );
});

describe("JSON API answers' Content-Security-Policy", () => {
  it.each([
    "/api/contact",
    "/api/quotes",
    "/api/payments/orders",
    "/api/health",
    "/api/admin/export/contacts",
    "/api/newsletter",
    "/api/newsletter/confirmed",
    "/api/rss",
  ])("%s gets default-src 'none' and frame-ancestors 'none', and no other policy", async (path) => {
    expect(apiPolicy).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(await policiesFor(path)).toEqual([apiPolicy]);
  });

  it("leaves the resume download to its own stricter policy, which a header from here would override in next start", async () => {
    expect(await policiesFor("/api/admin/resumes/3f0e3c1e-0000-4000-8000-000000000000")).toEqual([]);
  });

  // next start sends a header from next.config.ts over the route's own: a JSON policy here blocked these pages' <style>.
  it.each(["/api/newsletter/confirm", "/api/newsletter/unsubscribe"])(
    "gives the newsletter's link page %s its own policy, which lets its inline style apply and its form post back",
    async (path) => {
      expect(await policiesFor(path)).toEqual([linkPagePolicy]);
      expect(linkPagePolicy).toContain("style-src 'unsafe-inline'");
      expect(linkPagePolicy).toContain("form-action 'self'");
      expect(linkPagePolicy).not.toContain("script-src");
    },
  );

  it.each(["/api/receipts/3f0e3c1e-0000-4000-8000-000000000000.sig", "/api/admin/receipts/3f0e3c1e-0000-4000-8000-000000000000"])(
    "gives the receipt page %s its own policy: its inline style and the site's fonts apply, only the theme script runs",
    async (path) => {
      expect(await policiesFor(path)).toEqual([receiptPagePolicy]);
      expect(receiptPagePolicy).toContain("font-src 'self'");
      expect(receiptPagePolicy).toContain(`script-src ${receiptThemeScriptHash};`);
      expect(receiptThemeScriptHash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    },
  );

  it("leaves a receipt's PDF and the resend to their own policies", async () => {
    expect(await policiesFor("/api/receipts/3f0e3c1e-0000-4000-8000-000000000000.sig/pdf")).toEqual([]);
    expect(await policiesFor("/api/admin/receipts/3f0e3c1e-0000-4000-8000-000000000000/resend")).toEqual([]);
  });

  it.each(["/api/auth/signout", "/api/auth/error", "/api/auth/session", "/api/auth/csrf"])(
    "gives next-auth's %s a policy that lets its pages' inline style apply, and nothing else",
    async (path) => {
      expect(await policiesFor(path)).toEqual([authPagesPolicy]);
      expect(authPagesPolicy).toContain("style-src 'unsafe-inline'");
      expect(authPagesPolicy).toContain("frame-ancestors 'none'");
      expect(authPagesPolicy).not.toContain("script-src");
    },
  );

  it("leaves pages to their own policies", async () => {
    expect(await policiesFor("/contact")).not.toContain(apiPolicy);
    expect(await policiesFor("/apiary")).not.toContain(apiPolicy);
  });
});

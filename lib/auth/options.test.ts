import { describe, expect, it, vi } from "vitest";

const env = vi.hoisted(() => ({ current: {} as Record<string, string | undefined> }));
vi.mock("@/lib/env", () => ({ getEnv: () => env.current }));
vi.mock("./sign-in", () => ({ signInAdmin: vi.fn() }));

const { authOptions } = await import("./options");

function optionsFor(urls: Record<string, string>) {
  env.current = { NEXTAUTH_SECRET: "a-secret-of-at-least-thirty-two-characters", ...urls };
  return authOptions();
}

// next-auth marks every cookie it sets (session, CSRF token, callback URL) Secure,
// with the __Secure-/__Host- prefix, exactly when useSecureCookies is on;
// httpOnly and sameSite=lax always (the e2e sign-in test checks those).
describe("admin session cookies", () => {
  it("are Secure on a site served over https", () => {
    expect(optionsFor({ NEXT_PUBLIC_SITE_URL: "https://agency.example" }).useSecureCookies).toBe(true);
    expect(optionsFor({ NEXT_PUBLIC_SITE_URL: "http://localhost:3000", NEXTAUTH_URL: "https://agency.example" }).useSecureCookies).toBe(
      true,
    );
  });

  it("are Secure on Vercel, which serves only https, even with no site URL configured (Preview)", () => {
    expect(optionsFor({ NEXT_PUBLIC_SITE_URL: "http://localhost:3000", VERCEL: "1" }).useSecureCookies).toBe(true);
  });

  it("are not Secure on a plain-http local run, where the browser would drop them", () => {
    expect(optionsFor({ NEXT_PUBLIC_SITE_URL: "http://localhost:3000" }).useSecureCookies).toBe(false);
  });
});

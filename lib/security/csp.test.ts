import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, originOf, studioContentSecurityPolicy } from "./csp";

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split("; ").map((part) => {
      const [name = "", ...values] = part.split(" ");
      return [name, values];
    }),
  );
}

describe("contentSecurityPolicy", () => {
  it("never allows eval in production, and no framing of the site", () => {
    const policy = directives(contentSecurityPolicy({ development: false }));

    expect(policy["script-src"]).not.toContain("'unsafe-eval'");
    expect(policy["script-src"]).toEqual(["'self'", "'unsafe-inline'", "https://checkout.razorpay.com"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["default-src"]).toEqual(["'self'"]);
  });

  it("allows no inline script on a page rendered per request but those with its nonce or a listed hash", () => {
    const policy = directives(
      contentSecurityPolicy({ development: false, perRequest: { nonce: "bm9uY2U=", scriptHashes: ["sha256-abc="] } }),
    );

    expect(policy["script-src"]).toEqual([
      "'self'",
      "'nonce-bm9uY2U='",
      "'strict-dynamic'",
      "'sha256-abc='",
      "https://checkout.razorpay.com",
    ]);
    expect(policy["script-src"]).not.toContain("'unsafe-inline'");
  });

  it("lets Razorpay's checkout frame and call home, and nothing else from outside", () => {
    const policy = directives(contentSecurityPolicy({ development: false }));

    expect(policy["frame-src"]).toEqual(["https://api.razorpay.com", "https://checkout.razorpay.com"]);
    expect(policy["connect-src"]).toEqual(["'self'", "https://*.razorpay.com"]);
  });

  it("adds eval and the dev socket only in development", () => {
    const policy = directives(contentSecurityPolicy({ development: true }));

    expect(policy["script-src"]).toContain("'unsafe-eval'");
    expect(policy["connect-src"]).toContain("ws:");
  });

  it("allows images from a configured origin beside Sanity's CDN", () => {
    const policy = directives(contentSecurityPolicy({ development: false, imageOrigins: originOf("http://127.0.0.1:3901/v1") }));

    expect(policy["img-src"]).toEqual(["'self'", "data:", "blob:", "https://cdn.sanity.io", "http://127.0.0.1:3901"]);
    expect(originOf("not a url")).toEqual([]);
    expect(originOf(undefined)).toEqual([]);
  });
});

describe("studioContentSecurityPolicy (/studio only)", () => {
  const studio = (projectId: string | null, development = false) =>
    directives(studioContentSecurityPolicy({ development, projectId, nonce: "bm9uY2U=", scriptHashes: ["sha256-abc="] }));

  it("lets the Studio reach its own project's API, its listener, Sanity's global API and its version check, and nothing else", () => {
    const policy = studio("abc123");
    expect(policy["connect-src"]).toEqual([
      "'self'",
      "https://abc123.api.sanity.io",
      "wss://abc123.api.sanity.io",
      "https://api.sanity.io",
      "https://sanity-cdn.com",
    ]);
    expect(policy["img-src"]).toEqual([
      "'self'",
      "data:",
      "blob:",
      "https://cdn.sanity.io",
      "https://lh3.googleusercontent.com",
      "https://avatars.githubusercontent.com",
    ]);
  });

  it("runs only the scripts of this response, with no eval, no Razorpay, no frames", () => {
    const policy = studio("abc123");
    expect(policy["script-src"]).toEqual(["'self'", "'nonce-bm9uY2U='", "'strict-dynamic'", "'sha256-abc='"]);
    expect(policy["frame-src"]).toEqual(["'none'"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
  });

  it("reaches no outside origin at all while no project is set (the page only explains what to set)", () => {
    const policy = studio(null);
    expect(policy["connect-src"]).toEqual(["'self'"]);
    expect(policy["img-src"]).toEqual(["'self'", "data:", "blob:", "https://cdn.sanity.io"]);
  });

  it("adds eval and the dev socket only in development", () => {
    expect(studio("abc123", true)["script-src"]).toContain("'unsafe-eval'");
    expect(studio("abc123", true)["connect-src"]).toContain("ws:");
    expect(studio("abc123")["script-src"]).not.toContain("'unsafe-eval'");
  });
});

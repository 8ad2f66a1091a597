import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { proxy } from "@/proxy";
import { canonicalPath } from "./canonical-path";

describe("canonicalPath", () => {
  it.each([
    ["/%61dmin", "/admin"],
    ["/%6Cogin", "/login"],
    ["/%73earch", "/search"],
    ["/%62log", "/blog"],
    ["/blo%67", "/blog"],
    ["/%61bout", "/about"],
    ["/%41%5A%61%7a%30%39%2D%2e%5F%7E", "/AZaz09-._~"],
    ["/about/", "/about"],
    ["/services/web//", "/services/web"],
    ["/%62log/", "/blog"],
  ])("sends %s to %s", (raw, canonical) => {
    expect(canonicalPath(raw)).toEqual({ kind: "redirect", pathname: canonical });
  });

  it.each([["/"], ["/about"], ["/blog/50%25-off"], ["/a%20b"], ["/a%2Fb"], ["/%E0%B0%A4"], ["/api/x%3Fy"]])(
    "keeps %s: already canonical, or only characters that must stay encoded",
    (raw) => {
      expect(canonicalPath(raw)).toEqual({ kind: "canonical" });
    },
  );

  it.each([["/%"], ["/%zz"], ["/50%%2050%%"], ["/%E0%A4%A"], ["/%C0%AF"]])("refuses %s: not percent-encoded UTF-8", (raw) => {
    expect(canonicalPath(raw)).toEqual({ kind: "malformed" });
  });

  it("takes a long path in one linear pass", () => {
    const raw = `/${"%61".repeat(100_000)}/`;
    const started = performance.now();
    expect(canonicalPath(raw)).toEqual({ kind: "redirect", pathname: `/${"a".repeat(100_000)}` });
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe("the proxy on an address spelled another way", () => {
  const answer = (path: string) => proxy(new NextRequest(`http://localhost${path}`));

  it("sends /%61dmin to /admin with a 308 (where the sign-in check then runs), keeping the query", async () => {
    const response = await answer("/%61dmin?tab=quotes");
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("http://localhost/admin?tab=quotes");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("sends a trailing slash to the address without it, with the site's policy", async () => {
    const response = await answer("/about/");
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("http://localhost/about");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("resolves dot segments spelled as %2e rather than passing them on", async () => {
    expect((await answer("/blog/%2e%2e/%61dmin")).headers.get("location")).toBe("http://localhost/admin");
  });

  it("answers 400, not a 500, for a % that encodes nothing", async () => {
    expect((await answer("/50%%2050%%")).status).toBe(400);
  });

  it("redirects /admin without a session to /login, as before", async () => {
    const response = await answer("/admin");
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("http://localhost/login");
  });

  it("leaves an address with an encoded space that names no per-request page to Next, with no nonce policy", async () => {
    const response = await answer("/a%20b");
    expect(response.headers.get("x-middleware-next")).toBe("1");
    expect(response.headers.get("content-security-policy")).toBeNull();
  });
});

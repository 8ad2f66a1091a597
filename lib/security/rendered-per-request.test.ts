import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { describe, expect, it } from "vitest";
import { publicRoutes } from "@/e2e/helpers/routes";
import { resourceHref } from "@/lib/catalogue/resources";
import { resources } from "@/lib/i18n/records/resources";
import { serviceIds } from "@/lib/catalogue/services";
import { notFoundScreens } from "@/lib/routing/not-found-screens";
import { config } from "@/proxy";
import { rendersPerRequest } from "./rendered-per-request";

const perRequest = [
  "/admin",
  "/admin/quotes",
  "/login",
  "/search",
  "/blog",
  "/blog/reels-that-convert",
  "/te/blog",
  "/hi/blog",
  "/te/search",
  "/hi/search",
  "/studio",
  "/studio/structure/post",
];
const prerendered = [
  ...publicRoutes
    .map((route) => route.split("?")[0] ?? route)
    .filter((path) => !["/search", "/blog", "/te/blog", "/hi/blog", "/te/search", "/hi/search"].includes(path)),
  ...[
    "/does-not-exist",
    "/resources/marketing",
    "/resources/nope",
    "/services/marketing/opengraph-image",
    "/administrator",
    "/blogs",
    "/studios",
  ],
  ...serviceIds.map((id) => `/services/${id}`),
  ...resources.map(resourceHref),
  ...Object.values(notFoundScreens),
];
// Answered with their section's not-found screen (lib/routing/not-found-screens.ts).
const unknownIds = [
  "/services/unknown",
  "/services/marketingx",
  "/services/web.",
  "/resources/marketing/nope",
  "/resources/production/sm-guide-1",
  "/resources/not-found/x",
];

describe("rendersPerRequest", () => {
  it("gives a nonce to the pages rendered per request", () => {
    for (const path of perRequest) expect(rendersPerRequest(path), path).toBe(true);
  });

  it("leaves every prerendered page to its pinned scripts", () => {
    for (const path of prerendered) expect(rendersPerRequest(path), path).toBe(false);
  });
});

describe("the proxy's matcher", () => {
  const runsProxy = (path: string) => unstable_doesMiddlewareMatch({ config, url: `http://localhost${path}` });

  it("runs the proxy on exactly the pages rendered per request and the unknown ids", () => {
    for (const path of [...perRequest, ...unknownIds]) expect(runsProxy(path), path).toBe(true);
    for (const path of prerendered) expect(runsProxy(path), path).toBe(false);
  });

  it("runs the proxy on /en and below (the English pages' routes), so it can send them to their addresses", () => {
    for (const path of ["/en", "/en/about", "/en/services/web", "/en/search"]) expect(runsProxy(path), path).toBe(true);
    for (const path of ["/english", "/enquiry", "/te/about"]) expect(runsProxy(path), path).toBe(false);
  });

  it("runs the proxy on every address with a % or a trailing slash, so it can send them to their one spelling", () => {
    for (const path of [
      "/%61bout",
      "/%61dmin",
      "/%6Cogin",
      "/blo%67",
      "/a%20b",
      "/%",
      "/about/",
      "/services/web/",
      "/te/",
      "/api/health/",
    ]) {
      expect(runsProxy(path), path).toBe(true);
    }
    for (const path of ["/", "/about", "/services/web", "/api/health", "/logo.svg", "/_next/static/chunks/%5Bslug%5D-0a1b.js"])
      expect(runsProxy(path), path).toBe(false);
  });
});

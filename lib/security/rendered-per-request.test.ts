import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { describe, expect, it } from "vitest";
import { publicRoutes } from "@/e2e/helpers/routes";
import { config } from "@/proxy";
import { rendersPerRequest } from "./rendered-per-request";

const perRequest = ["/admin", "/admin/quotes", "/login", "/search", "/blog", "/blog/reels-that-convert", "/studio", "/studio/structure/post"];
const prerendered = [
  ...publicRoutes.map((route) => route.split("?")[0] ?? route).filter((path) => path !== "/search" && path !== "/blog"),
  ...["/does-not-exist", "/resources/marketing", "/resources/nope", "/services/marketing/opengraph-image", "/administrator", "/blogs", "/services/unknown", "/studios"],
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

  it("runs the proxy on exactly the pages rendered per request", () => {
    for (const path of perRequest) expect(runsProxy(path), path).toBe(true);
    for (const path of prerendered) expect(runsProxy(path), path).toBe(false);
  });
});

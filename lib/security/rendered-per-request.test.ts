import { describe, expect, it } from "vitest";
import { publicRoutes } from "@/e2e/helpers/routes";
import { rendersPerRequest } from "./rendered-per-request";

describe("rendersPerRequest", () => {
  it("gives a nonce to the pages rendered per request", () => {
    for (const path of ["/admin", "/admin/quotes", "/login", "/search", "/blog", "/blog/reels-that-convert"]) {
      expect(rendersPerRequest(path), path).toBe(true);
    }
  });

  it("leaves every prerendered page to its pinned scripts", () => {
    const prerendered = publicRoutes.map((route) => route.split("?")[0] ?? route).filter((path) => path !== "/search" && path !== "/blog");
    for (const path of [...prerendered, "/does-not-exist", "/resources/marketing", "/resources/nope", "/services/marketing/opengraph-image", "/administrator", "/blogs", "/services/unknown"]) {
      expect(rendersPerRequest(path), path).toBe(false);
    }
  });
});

import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cataloguePages, listedPaths, sitePages } from "./pages";

const appDir = path.resolve(import.meta.dirname, "../../app");

/**
 * The route of every page.tsx under app/, route groups left out: /services/[serviceId]. A public
 * page's one route under app/[locale] is its Telugu and Hindi route (/[locale]/about) and, without
 * the prefix, its English one (/about).
 */
function pageRoutes(): string[] {
  return readdirSync(appDir, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "page.tsx")
    .map(
      (file) =>
        `/${path
          .dirname(file)
          .split(path.sep)
          .filter((segment) => segment !== "." && !/^\(.*\)$/.test(segment))
          .join("/")}`,
    )
    .flatMap((route) => (route.startsWith("/[locale]") ? [route, route.replace(/^\/\[locale\]/, "") || "/"] : [route]));
}

/** The registry page a route belongs to: its own entry, or a parent's that covers subpaths. */
function registryPageOf(route: string) {
  return sitePages.find((page) => page.path === route || (page.withSubpaths && route.startsWith(`${page.path}/`)));
}

describe("the page registry", () => {
  it("knows every page of app/, so none gets a policy or a listing by accident", () => {
    const catalogueRoutes = new Set(cataloguePages.map((page) => page.route));
    const unknown = pageRoutes().filter((route) => !catalogueRoutes.has(route) && !registryPageOf(route));
    expect(unknown).toEqual([]);
  });

  it("names only catalogue routes that app/ has", () => {
    expect(pageRoutes()).toEqual(expect.arrayContaining(cataloguePages.map((page) => page.route)));
  });

  it("lists no page that app/ does not have", () => {
    const routes = pageRoutes();
    // An optional catch-all (/studio/[[...tool]]) answers at its parent's path too.
    const answers = (path: string) =>
      routes.some((route) => route === path || new RegExp(`^${path}/\\[\\[\\.\\.\\.\\w+\\]\\]$`).test(route));
    for (const page of sitePages) expect(answers(page.path), page.path).toBe(true);
  });

  it("has one file per public page, under app/[locale]: outside it only the admin, the Studio and the English-only blog posts", () => {
    const outside = readdirSync(appDir, { recursive: true, encoding: "utf8" })
      .filter((file) => path.basename(file) === "page.tsx" && !file.startsWith("[locale]"))
      .map((file) => path.dirname(file).split(path.sep).join("/"));
    expect(outside.filter((dir) => !/^\(admin\)\/|^studio\//.test(dir))).toEqual(["(site)/blog/[slug]"]);
  });

  it("lists every public page for the sitemap, and nothing private or per query", () => {
    const paths = listedPaths();
    expect(paths).toEqual(expect.arrayContaining(["/", "/blog", "/pricing", "/bank-payment-info"]));
    for (const excluded of ["/search", "/login", "/admin", "/studio"]) expect(paths).not.toContain(excluded);
  });
});

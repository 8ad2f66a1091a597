import { buildCustomRoute } from "next/dist/lib/build-custom-route";
import { describe, expect, it } from "vitest";
import { publicRoutes } from "@/e2e/helpers/routes";
import { resourceCategoryIds } from "@/lib/catalogue/resources";
import { isPrefixedLocale, routePath, splitLocalePath } from "@/lib/i18n/locales";
import { notFoundScreens } from "@/lib/routing/not-found-screens";
import nextConfig from "@/next.config";

// English pages are rendered by their one route under app/[locale] (/en/about)
// and served at their addresses (/about) by next.config.ts's rewrites, matched
// here as Next and Vercel match them.

/** The route next.config.ts rewrites `path` to, or null when it leaves the path alone. */
async function rewriteOf(path: string): Promise<string | null> {
  const rewrites = await nextConfig.rewrites?.();
  const rules = (rewrites && !Array.isArray(rewrites) ? rewrites.beforeFiles : rewrites) ?? [];
  for (const rule of rules) {
    const match = new RegExp(buildCustomRoute("rewrite", rule).regex).exec(path);
    if (match) return rule.destination.replace(":path", match[1] ?? "");
  }
  return null;
}

describe("the English pages' rewrite", () => {
  it("renders every English page, the not-found screens and the library's categories by its route under /en", async () => {
    const english = publicRoutes.map((route) => route.split("?")[0] ?? route).filter((path) => !isPrefixedLocale(path.split("/")[1] ?? ""));
    expect(english).toEqual(expect.arrayContaining(["/", "/about", "/blog", "/search", "/services/web"]));
    const more = [...Object.values(notFoundScreens), ...resourceCategoryIds.map((category) => `/resources/${category}`)];
    for (const path of [...english, ...more, "/does-not-exist", "/services/unknown"]) {
      expect(await rewriteOf(path), path).toBe(routePath("en", path));
    }
  });

  it("leaves alone the other languages, /en itself, the API, the admin, the Studio, Next's own paths, posts, cards and files", async () => {
    for (const path of [
      "/te",
      "/te/about",
      "/hi/services/web",
      "/en",
      "/en/about",
      "/api/health",
      "/api/admin/export/contacts",
      "/admin",
      "/admin/leads/quote/1",
      "/login",
      "/studio",
      "/studio/structure/post",
      "/_next/image",
      "/_next/static/chunks/app.js",
      "/blog/reels-that-convert",
      "/blog/feed.xml",
      "/blog/reels-that-convert/opengraph-image-abc123",
      "/opengraph-image-12o0cb",
      "/services/web/opengraph-image-wxnple",
      "/te/opengraph-image",
      "/robots.txt",
      "/sitemap.xml",
      "/logo.svg",
      "/favicon.png",
      "/studio-app/studio.js",
    ]) {
      expect(await rewriteOf(path), path).toBeNull();
    }
  });

  it("rewrites no route under /en again", async () => {
    for (const path of publicRoutes) {
      const { locale } = splitLocalePath(path);
      if (locale === "en") expect(await rewriteOf(routePath("en", path.split("?")[0] ?? path)), path).toBeNull();
    }
  });
});

import { expect, test, type APIRequestContext } from "@playwright/test";
import { jobOpenings } from "@/lib/i18n/records/careers";
import { services } from "@/lib/i18n/records/services";
import { jobOpeningIn } from "../lib/pages/careers";
import { servicesIn } from "../lib/pages/services";
import { imagePost } from "../test/sanity-stand-in";
import { publicRoutes } from "./helpers/routes";

// What crawlers read in the server HTML: canonical links, JSON-LD, robots.txt.

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

function jsonLd(page: string): Record<string, unknown>[] {
  return [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].flatMap((match) => {
    const data = JSON.parse(match[1] ?? "null") as Record<string, unknown> | Record<string, unknown>[];
    // A graph (the home page's) counts as its nodes.
    return (Array.isArray(data) ? data : [data]).flatMap((node) =>
      Array.isArray(node["@graph"]) ? (node["@graph"] as Record<string, unknown>[]) : [node],
    );
  });
}

function ofType(page: string, type: string) {
  return jsonLd(page).filter((data) => data["@type"] === type);
}

test("every public page names itself as canonical URL", async ({ request }) => {
  for (const route of publicRoutes.filter((path) => !path.includes("?"))) {
    const page = await html(request, route);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(page)?.[1];
    expect(canonical, route).toBeDefined();
    expect(new URL(canonical ?? "").pathname, route).toBe(route);
  }
});

test("home describes the business; other pages carry a breadcrumb list", async ({ request }) => {
  const home = await html(request, "/");
  expect(ofType(home, "ProfessionalService")).toHaveLength(1);
  expect(ofType(home, "BreadcrumbList")).toHaveLength(0);

  const about = await html(request, "/about");
  expect(ofType(about, "BreadcrumbList")[0]?.itemListElement).toMatchObject([
    { position: 1, name: "Home" },
    { position: 2, name: "About" },
  ]);
});

test("a record's page is named by its title in the page's language, in its breadcrumb and BreadcrumbList", async ({ request }) => {
  const web = servicesIn("hi").find((service) => service.id === "web");
  const editor = jobOpenings.find((job) => job.id === "video-editor-motion-graphics-artist");
  const expected = [
    ["/services/web", "Web Development"],
    ["/careers/video-editor-motion-graphics-artist", "Video Editor & Motion Graphics Artist"],
    ["/hi/services/web", web?.title],
    ["/te/careers/video-editor-motion-graphics-artist", jobOpeningIn("te", editor?.id ?? "")?.words.title],
  ] as const;
  for (const [path, title] of expected) {
    const page = await html(request, path);
    const crumbs = ofType(page, "BreadcrumbList")[0]?.itemListElement as { name: string }[] | undefined;
    expect(crumbs?.at(-1)?.name, path).toBe(title);
    expect(page, path).toMatch(new RegExp(`<span aria-current="page"[^>]*>${(title ?? "").replace("&", "&amp;")}</span>`));
  }
});

test("each service page offers its service in INR", async ({ request }) => {
  for (const service of services) {
    const [data] = ofType(await html(request, `/services/${service.id}`), "Service");
    expect(data).toMatchObject({ name: service.title, offers: { price: service.rawPrice, priceCurrency: "INR" } });
  }
});

test("pricing has its FAQ, and each opening's own page its one JobPosting (the list none)", async ({ request }) => {
  expect(ofType(await html(request, "/pricing"), "FAQPage")).toHaveLength(1);
  expect(ofType(await html(request, "/careers"), "JobPosting")).toHaveLength(0);
  for (const job of jobOpenings) {
    const postings = ofType(await html(request, `/careers/${job.id}`), "JobPosting");
    expect(postings.map((posting) => posting.title)).toEqual([job.title]);
  }
});

/** The card a page names as og:image: generated beside the page (Next suffixes the file's route inside a route group). */
async function ogImagePath(request: APIRequestContext, path: string): Promise<string> {
  const content = /<meta property="og:image" content="([^"]+)"/.exec(await html(request, path))?.[1];
  expect(content, path).toBeTruthy();
  const image = new URL(content ?? "", "http://site.invalid");
  expect(image.pathname, path).toMatch(new RegExp(`^${path === "/" ? "" : path}/opengraph-image(-\\w+)?$`));
  return image.pathname;
}

/** Answers as crawlers need it: a PNG of 1200×630, read from its IHDR header. */
async function expectCard(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()["content-type"], url).toBe("image/png");
  const png = await response.body();
  expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }, url).toEqual({ width: 1200, height: 630 });
}

test("home, services and blog posts have their own 1200×630 Open Graph cards", async ({ request }) => {
  await expectCard(request, await ogImagePath(request, "/"));
  await expectCard(request, await ogImagePath(request, `/services/${services[0]?.id ?? ""}`));
  // A translated service page shares its own service's card, not the site's.
  await expectCard(request, await ogImagePath(request, "/te/services/web"));
  const postCard = await ogImagePath(request, `/blog/${imagePost.slug}`);
  await expectCard(request, postCard);
  // A slug no published post has gets a 404, not a card rendered (and cached) per made-up address.
  const unknown = postCard.replace(imagePost.slug, "no-such-post");
  expect((await request.get(unknown)).status(), unknown).toBe(404);
});

test("robots.txt keeps crawlers out of the admin, the API and the login", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  for (const path of ["/admin", "/api", "/login"]) expect(robots).toContain(`Disallow: ${path}`);
  expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
});

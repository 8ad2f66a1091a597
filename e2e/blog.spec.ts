import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { createServer } from "node:net";
import { createRequire } from "node:module";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { e2eSanity } from "../test/e2e-settings";
import { draftPost, imagePost, listedSlugs, signSanityWebhook } from "../test/sanity-stand-in";
import { databaseUrl } from "./helpers/backend";
import { refreshBlogList } from "./helpers/blog";
import { serverDocument } from "./helpers/html";
import { acceptCookies } from "./helpers/page";

// The blog end to end against the local GROQ stand-in (test/sanity-stand-in.ts),
// which runs the site's real queries over the sample posts and fixtures. The e2e
// server starts it; for a run against a dev server start it by hand (docs/content.md).

// The data cache may hold a list read at build (the sitemap reads it) from a
// Sanity without posts or out of reach: as when the agency first publishes,
// Sanity's signed webhook expires it.
test.beforeAll(async ({ request }) => {
  await refreshBlogList(request);
});

test.beforeEach(async ({ page }) => acceptCookies(page));

const standIn = (path: string) => `${e2eSanity.apiHost}${path}`;

async function imageLoaded(page: Page, alt: string): Promise<number> {
  const image = page.getByRole("img", { name: alt, exact: true });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
  return image.evaluate((element: HTMLImageElement) => element.naturalWidth);
}

test("the list shows every published post newest first, with author, US date and image", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Our Blog" })).toBeVisible();

  const links = page.getByRole("main").getByRole("article").getByRole("link");
  await expect(links).toHaveCount(listedSlugs.length);
  expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")))).toEqual(
    listedSlugs.map((slug) => `/blog/${slug}`),
  );
  await expect(page.getByText("Draft title that must not show")).toHaveCount(0);
  await expect(page.getByText("A post without a slug")).toHaveCount(0);

  const oldest = page
    .getByRole("article")
    .filter({ has: page.getByRole("link", { name: "Five Instagram Reels Ideas That Bring Local Customers In" }) });
  await expect(oldest).toContainText("Priya Raman");
  await expect(oldest.locator("time")).toHaveText("June 13, 2024");
  await expect(oldest.locator("time")).toHaveAttribute("datetime", "2024-06-13T09:30:00+05:30");

  // The post's own image from Sanity; posts without one share the placeholder.
  expect(await imageLoaded(page, imagePost.mainImageAlt)).toBeGreaterThan(0);
  await expect(oldest.locator("img")).toHaveAttribute("src", /\/blog\/placeholder\.svg$/);

  await links.first().click();
  await expect(page).toHaveURL(`/blog/${listedSlugs[0]}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(imagePost.title);
});

test("a post renders its Portable Text body, its images and safe links", async ({ page }) => {
  const response = await page.goto(`/blog/${imagePost.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(new RegExp(imagePost.title));

  const article = page.getByRole("article");
  await expect(article.getByRole("heading", { level: 1 })).toHaveText(imagePost.title);
  await expect(article).toContainText(imagePost.authorName);
  await expect(article.locator("header time")).toHaveText(imagePost.publishedLabel);

  expect(await imageLoaded(page, imagePost.mainImageAlt)).toBeGreaterThan(0);
  expect(await imageLoaded(page, imagePost.inlineImageAlt)).toBeGreaterThan(0);
  await expect(article.locator("figcaption")).toHaveText("Key, fill and back light.");
  const authorPicture = article.locator("header img");
  await expect(authorPicture).toHaveAttribute("src", new RegExp(`^${e2eSanity.apiHost}/images/`));
  await expect.poll(() => authorPicture.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);

  await expect(article.getByRole("heading", { level: 2, name: "Three lights, three jobs" })).toBeVisible();
  await expect(article.locator("blockquote")).toHaveText("Light the product, not the room.");
  await expect(article.getByRole("region", { name: "text code" })).toContainText("key: 45°, fill: 1 stop under, back: rim");
  await expect(article.locator("ol > li")).toHaveText(["Place the key light.", "Fill the shadows."]);

  const external = article.getByRole("link", { name: /lighting primer/ });
  await expect(external).toHaveAttribute("href", "https://www.example.org/lighting");
  await expect(external).toHaveAttribute("target", "_blank");
  await expect(external).toHaveAttribute("rel", "noopener noreferrer");

  const internal = article.getByRole("link", { name: "rent our lights" });
  await expect(internal).toHaveAttribute("href", "/services/production");
  await expect(internal).not.toHaveAttribute("target", /.*/);

  // The javascript: link keeps its words but is no link at all.
  await expect(article.getByText("suspicious link")).toBeVisible();
  await expect(article.getByRole("link", { name: "suspicious link" })).toHaveCount(0);
  await expect(article.locator('a[href^="javascript:"]')).toHaveCount(0);

  await article.getByRole("link", { name: "Back to Blog" }).first().click();
  await expect(page).toHaveURL("/blog");
});

test("a post with no image shows the placeholder and its body, in the server HTML", async ({ request }) => {
  const { status, document } = await serverDocument(request, "/blog/local-seo-checklist");
  expect(status).toBe(200);
  const article = document.querySelector("article");
  expect(article?.querySelector("img")?.getAttribute("src")).toMatch(/\/blog\/placeholder\.svg$/);
  expect(article?.querySelectorAll("ol > li")).toHaveLength(3);
  const mail = [...(article?.querySelectorAll("a") ?? [])].filter((link) => /hello@example\.com/.test(link.textContent ?? ""));
  expect(mail.map((link) => [link.getAttribute("href"), link.getAttribute("target")])).toEqual([["mailto:hello@example.com", null]]);
});

test("a missing post answers 404 with Post Not Found and a way back, in the server HTML", async ({ request }) => {
  const { status, document } = await serverDocument(request, "/blog/no-such-post");
  expect(status).toBe(404);
  expect(document.querySelector("h1")?.textContent).toBe("Post Not Found");
  expect(document.querySelector("main")?.textContent).toContain("This blog post could not be found.");
  const back = [...document.querySelectorAll("main a")].filter((link) => link.textContent?.trim() === "Back to Blog");
  expect(back.map((link) => link.getAttribute("href"))).toEqual(["/blog"]);
});

test("each post is described by its opening and named by its title: meta, BlogPosting, feed and breadcrumb", async ({ request }) => {
  const feed = await (await request.get("/blog/feed.xml")).text();
  const feedSummaries = new Map(
    [...feed.matchAll(/<item>.*?<link>[^<]*\/blog\/([^<]+)<\/link>.*?<description>([^<]*)<\/description>/gs)].map(([, slug, text]) => [
      slug,
      (text ?? "").replaceAll("&apos;", "'").replaceAll("&amp;", "&"),
    ]),
  );
  for (const slug of listedSlugs) {
    const { document } = await serverDocument(request, `/blog/${slug}`);
    const title = document.querySelector("h1")?.textContent;
    const description = document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "";
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent ?? ""),
    );
    const posting = jsonLd.find((data) => data["@type"] === "BlogPosting");
    const crumbs = jsonLd.find((data) => data["@type"] === "BreadcrumbList")?.itemListElement as { name: string }[] | undefined;
    const trail = document.querySelector('nav[aria-label="Breadcrumb"]');

    expect(description.length, slug).toBeGreaterThan(40);
    expect(description.length, slug).toBeLessThanOrEqual(160);
    expect(description, slug).not.toContain(`${title}, by`);
    expect(document.querySelector('meta[property="og:description"]')?.getAttribute("content"), slug).toBe(description);
    expect(posting?.description, slug).toBe(description);
    expect(feedSummaries.get(slug), slug).toBe(description);
    expect(
      crumbs?.map((crumb) => crumb.name),
      slug,
    ).toEqual(["Home", "Blog", title]);
    expect(trail?.querySelector('[aria-current="page"]')?.textContent, slug).toBe(title);
  }
  // The post's opening, whole sentences, its heading ended as one rather than run into the next.
  const { document } = await serverDocument(request, "/blog/local-seo-checklist");
  expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(
    "Most of your customers search before they visit. A few hours of work on the basics puts you on the map, literally. Claim and complete your business profile.",
  );
});

test("the sitemap lists every published post beside the public pages", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url ?? "").pathname);
  expect(locations).toEqual(expect.arrayContaining(["/", "/blog", "/services/web", "/resources/marketing/sm-guide-1"]));
  expect(locations.filter((path) => path.startsWith("/blog/"))).toEqual(listedSlugs.map((slug) => `/blog/${slug}`));
});

test.describe("revalidation", () => {
  const post = { id: "post-faster-websites", slug: "faster-websites", title: "Why a Faster Website Wins More Enquiries" };
  const newTitle = "Why a Faster Website Wins More Enquiries (updated)";
  const body = JSON.stringify({ _type: "post", slug: post.slug });

  async function webhook(request: APIRequestContext, signature?: string) {
    return request.post("/api/revalidate", {
      data: body,
      headers: { "content-type": "application/json", ...(signature ? { "sanity-webhook-signature": signature } : {}) },
    });
  }

  test.afterEach(async ({ request }) => {
    await request.post(standIn("/__admin/reset"));
    await webhook(request, signSanityWebhook(body, e2eSanity.revalidateSecret));
  });

  test("only a webhook signed with the secret refreshes the post and the list", async ({ page, request }) => {
    test.setTimeout(60_000);
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);

    const patched = await request.post(standIn("/__admin/patch"), { data: { id: post.id, set: { title: newTitle } } });
    expect(patched.ok()).toBe(true);

    // Cached by tag: the change in Sanity does not show by itself…
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);

    // …nor after an unsigned call or one signed with another secret.
    expect((await webhook(request)).status()).toBe(401);
    expect((await webhook(request, signSanityWebhook(body, "not-the-secret"))).status()).toBe(401);
    expect((await webhook(request, "t=1700000000000,v1=forged")).status()).toBe(401);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);

    const signed = await webhook(request, signSanityWebhook(body, e2eSanity.revalidateSecret));
    expect(signed.status()).toBe(200);
    expect(await signed.json()).toEqual({ revalidated: ["sanity:posts", `sanity:post:${post.slug}`] });

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newTitle);
    await page.goto("/blog");
    await expect(page.getByRole("link", { name: newTitle })).toBeVisible();
  });
});

test.describe("draft preview", () => {
  const previewPath = `/blog/${draftPost.slug}`;

  /** A preview secret as the Studio's "Preview on site" writes it (@sanity/preview-url-secret), into the stand-in. */
  async function writePreviewSecret(request: APIRequestContext, updatedAt = new Date()): Promise<string> {
    const secret = randomBytes(16).toString("base64url");
    const created = await request.post(standIn("/__admin/create"), {
      data: {
        document: {
          _id: `drafts.${randomUUID()}`,
          _type: "sanity.previewUrlSecret",
          _updatedAt: updatedAt.toISOString(),
          secret,
          source: "agency-site-studio",
          studioUrl: new URL("/studio", test.info().project.use.baseURL).href,
          userId: "e2e-editor",
        },
      },
    });
    expect(created.ok()).toBe(true);
    return secret;
  }

  const enableUrl = (secret: string) =>
    `/api/draft-mode/enable?sanity-preview-secret=${encodeURIComponent(secret)}&sanity-preview-pathname=${encodeURIComponent(previewPath)}`;

  test.afterEach(async ({ request }) => {
    await request.post(standIn("/__admin/reset"));
  });

  test("visitors never see a draft: not in the list, a 404 at its address, and no way in without the Studio's secret", async ({
    page,
    request,
  }) => {
    expect((await page.goto(previewPath))?.status()).toBe(404);
    await page.goto("/blog");
    await expect(page.getByRole("link", { name: "Five Instagram Reels Ideas That Bring Local Customers In" })).toBeVisible();
    await expect(page.getByText(draftPost.title)).toHaveCount(0);
    await expect(page.getByText("Draft preview.")).toHaveCount(0);

    // A made-up secret, and a real one past its hour, turn nothing on.
    expect((await request.get(enableUrl("made-up-secret"), { maxRedirects: 0 })).status()).toBe(401);
    const expired = await writePreviewSecret(request, new Date(Date.now() - 2 * 3600 * 1000));
    expect((await request.get(enableUrl(expired), { maxRedirects: 0 })).status()).toBe(401);
    expect((await page.goto(previewPath))?.status()).toBe(404);
  });

  test("an editor's preview link shows the draft in draft mode, to that browser only, until they leave", async ({
    page,
    browser,
    request,
  }) => {
    const secret = await writePreviewSecret(request);
    await page.goto(enableUrl(secret));
    await expect(page).toHaveURL(previewPath);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(draftPost.title);
    await expect(page.getByRole("article")).toContainText(draftPost.firstLine);
    await expect(page.getByText("Draft preview.")).toBeVisible();
    await page.goto("/blog");
    await expect(page.getByRole("link", { name: draftPost.title })).toBeVisible();

    // Another visitor at the same moment, and the data cache they read, still have only published posts.
    const visitor = await browser.newContext();
    try {
      const visitorPage = await visitor.newPage();
      expect((await visitorPage.goto(previewPath))?.status()).toBe(404);
      await visitorPage.goto("/blog");
      await expect(visitorPage.getByRole("heading", { level: 1, name: "Our Blog" })).toBeVisible();
      await expect(visitorPage.getByText(draftPost.title)).toHaveCount(0);
    } finally {
      await visitor.close();
    }

    await page.getByRole("button", { name: "Leave preview" }).click();
    await expect(page).toHaveURL("/blog");
    await expect(page.getByText("Draft preview.")).toHaveCount(0);
    await expect(page.getByText(draftPost.title)).toHaveCount(0);
    expect((await page.goto(previewPath))?.status()).toBe(404);
  });
});

test.describe("npm run dev without a Sanity project", () => {
  // The real dev command (scripts/local.ts) on a port of its own, on the e2e
  // server's database, with no Sanity variables: it serves the sample posts.
  test.describe.configure({ timeout: 300_000 });
  let dev: ChildProcess | undefined;
  let devOutput = "";
  let devUrl = "";

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    const port = await freePort();
    devUrl = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl(), NODE_ENV: "development" };
    for (const name of Object.keys(env)) if (name.startsWith("SANITY_")) delete env[name];
    dev = spawn(process.execPath, [tsxCli(), "scripts/local.ts"], { env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    dev.stdout?.on("data", (chunk: Buffer) => (devOutput += chunk.toString()));
    dev.stderr?.on("data", (chunk: Buffer) => (devOutput += chunk.toString()));
    await expect
      .poll(async () => (await fetch(`${devUrl}/blog`).catch(() => null))?.status ?? 0, { timeout: 240_000, intervals: [2_000] })
      .toBe(200);
  });

  test.afterAll(async () => {
    if (dev?.pid) {
      const exited = new Promise((resolve) => dev?.once("exit", resolve));
      // The dev command stops next dev, then the sample endpoint; its own group only.
      process.kill(-dev.pid, "SIGTERM");
      await exited;
    }
  });

  test("the blog lists the three sample posts, marked as sample content, and renders one with its Portable Text body", async ({ page }) => {
    test.info().annotations.push({ type: "dev server", description: devUrl });
    try {
      await page.goto(`${devUrl}/blog`);
      await expect(page.getByRole("note").filter({ hasText: "Sample content." })).toContainText("sanity/sample-posts.ndjson");
      const links = page.getByRole("main").getByRole("article").getByRole("link");
      await expect(links).toHaveText([
        "Why a Faster Website Wins More Enquiries",
        "A Local SEO Checklist for Small Businesses in Hyderabad",
        "Five Instagram Reels Ideas That Bring Local Customers In",
      ]);

      await page.goto(`${devUrl}/blog/local-seo-checklist`);
      const article = page.getByRole("article");
      await expect(article.getByRole("heading", { level: 1 })).toHaveText("A Local SEO Checklist for Small Businesses in Hyderabad");
      await expect(article.locator("ol > li")).toHaveCount(3);
      await expect(article.getByRole("link", { name: /hello@example\.com/ })).toHaveAttribute("href", "mailto:hello@example.com");
      await expect(page.getByRole("note").filter({ hasText: "Sample content." })).toBeVisible();

      // The Studio cannot edit the samples: it says what to set instead.
      await page.goto(`${devUrl}/studio`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Studio needs a Sanity project");
      await expect(page.getByText("SANITY_PROJECT_ID").first()).toBeVisible();
    } catch (error) {
      console.log(devOutput.slice(-4000));
      throw error;
    }
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

function tsxCli(): string {
  return createRequire(import.meta.url).resolve("tsx/cli");
}

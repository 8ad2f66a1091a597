import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { e2eSanity } from "@/test/e2e-settings";
import { draftPost, imagePost, startSanityStandIn } from "@/test/sanity-stand-in";
import { getBlogPost, listBlogPosts } from "./blog";
import { readSanityConfig, type SanityConfig } from "./config";

// getBlogPost reads the server's own settings: the tests choose them here.
const current = vi.hoisted(() => ({ config: null as SanityConfig | null }));
vi.mock("./config", async (importOriginal) => ({
  ...(await importOriginal<typeof import("./config")>()),
  sanityConfig: () => current.config,
}));

async function failingServer() {
  const server = createServer((_request, response) => response.writeHead(500, { "content-type": "application/json" }).end("{}"));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    apiHost: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Accepts connections and never answers, like a Sanity that hangs. */
async function hangingServer() {
  const server = createServer(() => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    apiHost: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function configFor(apiHost: string, readToken?: string) {
  const config = readSanityConfig({
    SANITY_PROJECT_ID: "e2eblog",
    SANITY_DATASET: "production",
    SANITY_API_HOST: apiHost,
    SANITY_REVALIDATE_SECRET: undefined,
    SANITY_API_READ_TOKEN: readToken,
  });
  if (!config) throw new Error("expected a config");
  return config;
}

afterEach(() => vi.restoreAllMocks());

describe("listBlogPosts", () => {
  it("makes no request and returns no posts while Sanity is not configured", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    expect(await listBlogPosts(null)).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("reads the posts newest first through the real query", async () => {
    const standIn = await startSanityStandIn();
    try {
      const posts = await listBlogPosts(configFor(standIn.apiHost));
      expect(posts.map((post) => post.slug)).toEqual([
        "studio-lighting-basics",
        "faster-websites",
        "local-seo-checklist",
        "reels-that-convert",
      ]);
    } finally {
      await standIn.close();
    }
  });

  it("logs a failed fetch and returns no posts, so the page shows its empty state", async () => {
    const failing = await failingServer();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await listBlogPosts(configFor(failing.apiHost))).toEqual([]);
      expect(error).toHaveBeenCalledWith("Failed to fetch posts from Sanity", expect.anything());
    } finally {
      await failing.close();
    }
  });

  it("gives up on a Sanity that does not answer within seconds, so a visit is not held for minutes", async () => {
    const hanging = await hangingServer();
    vi.spyOn(console, "error").mockImplementation(() => {});
    const started = Date.now();
    try {
      expect(await listBlogPosts(configFor(hanging.apiHost))).toEqual([]);
      expect(Date.now() - started).toBeLessThan(6_000);
    } finally {
      await hanging.close();
    }
  }, 20_000);
});

describe("getBlogPost", () => {
  it("is null without Sanity", async () => {
    current.config = null;
    expect(await getBlogPost("anything")).toBeNull();
  });

  it("reads one post by slug through the real query, and null for an unknown slug", async () => {
    const standIn = await startSanityStandIn();
    current.config = configFor(standIn.apiHost);
    try {
      const post = await getBlogPost(imagePost.slug);
      expect(post).toMatchObject({ title: imagePost.title, authorName: imagePost.authorName, publishedLabel: imagePost.publishedLabel });
      expect(post?.authorImage?.url).toMatch(new RegExp(`^${standIn.apiHost}/images/e2eblog/production/`));
      expect(await getBlogPost("no-such-post")).toBeNull();
    } finally {
      await standIn.close();
    }
  });

  it("answers a made-up slug from the list of posts alone: no query of its own, so no cache entry or tag per slug", async () => {
    const standIn = await startSanityStandIn();
    current.config = configFor(standIn.apiHost);
    try {
      for (let attempt = 0; attempt < 5; attempt += 1) expect(await getBlogPost(`made-up-${attempt}`)).toBeNull();

      expect(standIn.queries.filter((query) => query.includes("$slug"))).toEqual([]);
    } finally {
      await standIn.close();
    }
  });

  it("finds a post published after the list was read, once the webhook expires the list", async () => {
    const standIn = await startSanityStandIn();
    current.config = configFor(standIn.apiHost);
    try {
      expect(await getBlogPost("published-later")).toBeNull();
      await fetch(`${standIn.apiHost}/__admin/create`, {
        method: "POST",
        body: JSON.stringify({
          document: {
            _id: "post-published-later",
            _type: "post",
            title: "Published Later",
            slug: { _type: "slug", current: "published-later" },
          },
        }),
      });

      // In a test there is no data cache: each read is what the page reads after the webhook's revalidateTag.
      expect((await getBlogPost("published-later"))?.title).toBe("Published Later");
    } finally {
      await standIn.close();
    }
  });

  it("logs a failed fetch as the spec words it and shows the post as not found", async () => {
    const failing = await failingServer();
    current.config = configFor(failing.apiHost);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await getBlogPost("reels-that-convert")).toBeNull();
      expect(error).toHaveBeenCalledWith("Failed to fetch post from Sanity", expect.anything());
    } finally {
      await failing.close();
    }
  });
});

describe("drafts (an editor's preview in draft mode)", () => {
  it("shows a draft only when the page asks for drafts and the server holds the read token", async () => {
    const standIn = await startSanityStandIn();
    try {
      const withToken = configFor(standIn.apiHost, e2eSanity.readToken);
      const slugs = async (config: SanityConfig, drafts: boolean) => (await listBlogPosts(config, { drafts })).map((post) => post.slug);
      expect(await slugs(withToken, false)).not.toContain(draftPost.slug);
      expect(await slugs(withToken, true)).toContain(draftPost.slug);
      // Draft mode without a token (preview not set up) still reads published posts only.
      expect(await slugs(configFor(standIn.apiHost), true)).not.toContain(draftPost.slug);

      current.config = withToken;
      expect(await getBlogPost(draftPost.slug, false)).toBeNull();
      expect((await getBlogPost(draftPost.slug, true))?.title).toBe(draftPost.title);
    } finally {
      await standIn.close();
    }
  });

  it("never serves a draft to a visitor from the data cache after a preview", async () => {
    const standIn = await startSanityStandIn();
    try {
      const config = configFor(standIn.apiHost, e2eSanity.readToken);
      const fetchSpy = vi.spyOn(globalThis, "fetch");
      await listBlogPosts(config, { drafts: true });
      const draftRequest = fetchSpy.mock.calls.at(-1);
      // The preview's read is marked no-store, so Next keeps nothing of it.
      expect(draftRequest?.[1]).toMatchObject({ cache: "no-store" });
      expect(String(draftRequest?.[0])).toContain("perspective=drafts");
      await listBlogPosts(config);
      const visitorRequest = fetchSpy.mock.calls.at(-1);
      expect(String(visitorRequest?.[0])).toContain("perspective=published");
      expect(new Headers(visitorRequest?.[1]?.headers).get("authorization")).toBeNull();
    } finally {
      await standIn.close();
    }
  });
});

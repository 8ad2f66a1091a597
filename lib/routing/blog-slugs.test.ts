import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { blogSlugsPath, forgetBlogSlugs, isUnknownPost, postSlugOf } from "./blog-slugs";

describe("postSlugOf", () => {
  it("names the slug of a post's address only", () => {
    expect(postSlugOf("/blog/seo-basics")).toBe("seo-basics");
    expect(postSlugOf("/blog/caf%C3%A9")).toBe("café");
    for (const path of [
      "/blog",
      "/blog/",
      "/blog/feed.xml",
      "/blog/placeholder.svg",
      "/blog/seo-basics/opengraph-image",
      "/te/blog",
      "/blogs/x",
      "/blog/%E0%A4",
    ]) {
      expect(postSlugOf(path), path).toBeNull();
    }
  });
});

describe("isUnknownPost", () => {
  let server: Server;
  let origin: string;
  let answer: { status: number; body: unknown };
  let asked: number;

  beforeEach(async () => {
    forgetBlogSlugs();
    asked = 0;
    answer = { status: 200, body: { slugs: ["seo-basics"] } };
    server = createServer((request, response) => {
      asked += request.url === blogSlugsPath ? 1 : 0;
      response.writeHead(answer.status, { "content-type": "application/json" }).end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("tells a published post from a made-up slug, asking the site's list once for both", async () => {
    expect(await isUnknownPost("seo-basics", origin, 0)).toBe(false);
    expect(await isUnknownPost("made-up", origin, 10)).toBe(true);
    expect(asked).toBe(1);
  });

  it("asks again on a miss at most once a second, so a post published a moment ago is found", async () => {
    expect(await isUnknownPost("new-post", origin, 0)).toBe(true);
    answer.body = { slugs: ["seo-basics", "new-post"] };
    expect(await isUnknownPost("new-post", origin, 500)).toBe(true);
    for (let at = 600; at < 1000; at += 100) await isUnknownPost(`flood-${at}`, origin, at);
    expect(asked).toBe(1);
    expect(await isUnknownPost("new-post", origin, 1000)).toBe(false);
    expect(asked).toBe(2);
  });

  it("leaves the answer to the page when the list cannot be read", async () => {
    answer = { status: 503, body: { error: "unavailable" } };
    expect(await isUnknownPost("anything", origin, 0)).toBe(false);
    answer = { status: 200, body: "not a list" };
    expect(await isUnknownPost("anything", origin, 2000)).toBe(false);
    // Nothing listens on port 1.
    expect(await isUnknownPost("anything", "http://127.0.0.1:1", 4000)).toBe(false);
  });
});

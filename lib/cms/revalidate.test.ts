import fc from "fast-check";
import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { signSanityWebhook } from "@/test/sanity-stand-in";
import type { SanityConfig } from "./config";

const revalidateTag = vi.hoisted(() => vi.fn());
const config = vi.hoisted(() => ({ current: null as SanityConfig | null }));
vi.mock("next/cache", () => ({ revalidateTag }));
vi.mock("./config", () => ({ sanityConfig: () => config.current }));

const { tagsForWebhook } = await import("./revalidate");
const { POST: handleBlogWebhook } = await import("@/app/api/revalidate/route");

const secret = "webhook-secret-for-tests";
const configured: SanityConfig = {
  projectId: "abc123",
  dataset: "production",
  apiVersion: "2024-06-13",
  useCdn: true,
  apiHost: undefined,
  imageBaseUrl: "https://cdn.sanity.io",
  revalidateSecret: secret,
  readToken: undefined,
  sampleContent: false,
};

async function webhook(body: string, signWith?: string): Promise<Response> {
  const headers = new Headers({ "content-type": "application/json" });
  if (signWith) headers.set("sanity-webhook-signature", signSanityWebhook(body, signWith));
  return handleBlogWebhook(new NextRequest("http://localhost/api/revalidate", { method: "POST", body, headers }));
}

describe("tagsForWebhook", () => {
  it("expires the list, and the post when the body names its slug", () => {
    expect(tagsForWebhook({ _type: "post", slug: "reels" })).toEqual(["sanity:posts", "sanity:post:reels"]);
    expect(tagsForWebhook({ _type: "post", slug: { current: "reels" } })).toEqual(["sanity:posts", "sanity:post:reels"]);
    expect(tagsForWebhook({ _type: "author" })).toEqual(["sanity:posts"]);
    expect(tagsForWebhook(null)).toEqual(["sanity:posts"]);
  });
});

describe("POST /api/revalidate", () => {
  beforeEach(() => {
    revalidateTag.mockClear();
    config.current = configured;
  });

  it("refuses every call while no secret is configured", async () => {
    config.current = { ...configured, revalidateSecret: undefined };
    const response = await webhook(JSON.stringify({ _type: "post", slug: "reels" }), secret);
    expect(response.status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("refuses an unsigned call and one signed with another secret", async () => {
    const body = JSON.stringify({ _type: "post", slug: "reels" });
    expect((await webhook(body)).status).toBe(401);
    expect((await webhook(body, "some-other-secret")).status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("expires the post and the list at once for a signed call", async () => {
    const response = await webhook(JSON.stringify({ _type: "post", slug: "reels" }), secret);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: ["sanity:posts", "sanity:post:reels"] });
    expect(revalidateTag.mock.calls).toEqual([
      ["sanity:posts", { expire: 0 }],
      ["sanity:post:reels", { expire: 0 }],
    ]);
  }, 10_000);

  it("refuses a rightly signed call whose signed time is over 5 minutes away: a replay, or a forged clock", async () => {
    const body = JSON.stringify({ _type: "post", slug: "reels" });
    const minute = 60_000;
    for (const age of [6 * minute, 30 * 24 * 60 * minute, -6 * minute]) {
      const headers = new Headers({
        "content-type": "application/json",
        "sanity-webhook-signature": signSanityWebhook(body, secret, Date.now() - age),
      });
      const response = await handleBlogWebhook(new NextRequest("http://localhost/api/revalidate", { method: "POST", body, headers }));
      expect(response.status).toBe(401);
    }
    expect(revalidateTag).not.toHaveBeenCalled();

    const recent = new Headers({
      "content-type": "application/json",
      "sanity-webhook-signature": signSanityWebhook(body, secret, Date.now() - 4 * minute),
    });
    expect(
      (await handleBlogWebhook(new NextRequest("http://localhost/api/revalidate", { method: "POST", body, headers: recent }))).status,
    ).toBe(200);
  }, 10_000);

  it("answers 400 to a signed body that is not JSON", async () => {
    const response = await webhook("not json", secret);
    expect(response.status).toBe(400);
    expect(revalidateTag).not.toHaveBeenCalled();
  }, 10_000);

  it("answers 413 to a body over 64 KB before checking anything else", async () => {
    const response = await webhook(JSON.stringify({ _type: "post", slug: "x".repeat(70_000) }), "a-forged-secret");
    expect(response.status).toBe(413);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("answers any forged call with 400 or 401 and revalidates nothing", async () => {
    const body = fc.oneof(
      fc.string({ unit: "binary", maxLength: 200 }),
      fc.json(),
      fc.constantFrom('{"__proto__":{"polluted":1}}', "[".repeat(10_000)),
    );
    const signature = fc.option(
      fc.oneof(
        fc.stringMatching(/^t=\d{1,13},v1=[A-Za-z0-9+/=_-]{0,60}$/),
        fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 40 }),
      ),
      { nil: undefined },
    );
    // next-sanity logs every call without a signature header.
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await fc.assert(
      fc.asyncProperty(body, signature, async (text, forged) => {
        const headers = new Headers({ "content-type": "application/json" });
        if (forged !== undefined && forged.trim() !== "") headers.set("sanity-webhook-signature", forged);
        const response = await handleBlogWebhook(
          new NextRequest("http://localhost/api/revalidate", { method: "POST", body: text, headers }),
        );
        expect([400, 401]).toContain(response.status);
        expect(await response.json()).toHaveProperty("error");
        expect(revalidateTag).not.toHaveBeenCalled();
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: 100 },
    );
    quiet.mockRestore();
  });
});

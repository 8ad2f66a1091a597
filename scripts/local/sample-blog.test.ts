import { afterEach, describe, expect, it } from "vitest";
import { documentsFor, type SanityDocument } from "./groq-server";
import { sampleProjectId, startSampleBlog, type SampleBlog } from "./sample-blog";

let running: SampleBlog | undefined;
afterEach(async () => {
  await running?.server.close();
  running = undefined;
});

async function query(apiHost: string, groq: string, init: RequestInit = {}, perspective = "published") {
  const url = `${apiHost}/v2024-06-13/data/query/production?query=${encodeURIComponent(groq)}&perspective=${perspective}`;
  const response = await fetch(url, init);
  return { status: response.status, body: (await response.json()) as { result?: unknown } };
}

describe("npm run dev's sample blog", () => {
  it("serves the three sample posts and marks the site's settings as sample content", async () => {
    running = await startSampleBlog();
    expect(running.env).toEqual({
      SANITY_PROJECT_ID: sampleProjectId,
      SANITY_DATASET: "production",
      SANITY_API_HOST: running.server.apiHost,
      SANITY_SAMPLE_CONTENT: "true",
    });
    const { status, body } = await query(running.server.apiHost, `*[_type == "post"] | order(publishedAt desc).slug.current`);
    expect(status).toBe(200);
    expect(body.result).toEqual(["faster-websites", "local-seo-checklist", "reels-that-convert"]);
  });

  it("refuses a wrong token instead of answering as if it were right", async () => {
    running = await startSampleBlog();
    const { status } = await query(running.server.apiHost, "*[0]", { headers: { authorization: "Bearer wrong" } }, "drafts");
    expect(status).toBe(401);
  });
});

describe("documentsFor (Content Lake's perspectives)", () => {
  const documents: SanityDocument[] = [
    { _id: "a", _type: "post", title: "A" },
    { _id: "drafts.a", _type: "post", title: "A, edited" },
    { _id: "drafts.b", _type: "post", title: "B, never published" },
  ];

  it("leaves drafts out of the published view", () => {
    expect(documentsFor("published", documents).map((document) => document.title)).toEqual(["A"]);
  });

  it("puts each draft in place of its document in the drafts view, under the published id", () => {
    expect(documentsFor("drafts", documents).map((document) => [document._id, document.title])).toEqual([
      ["a", "A, edited"],
      ["b", "B, never published"],
    ]);
  });

  it("shows everything in the raw view", () => {
    expect(documentsFor("raw", documents)).toHaveLength(3);
  });
});

import { describe, expect, it } from "vitest";
import { readSanityConfig } from "./config";

const unset = {
  SANITY_PROJECT_ID: undefined,
  SANITY_DATASET: "production",
  SANITY_API_HOST: undefined,
  SANITY_REVALIDATE_SECRET: undefined,
};

describe("readSanityConfig", () => {
  it("is null without a project id, or with a placeholder copied from an example", () => {
    expect(readSanityConfig(unset)).toBeNull();
    expect(readSanityConfig({ ...unset, SANITY_PROJECT_ID: "your-project-id" })).toBeNull();
  });

  it("uses the spec's settings: API version 2024-06-13, the CDN, Sanity's image CDN", () => {
    expect(readSanityConfig({ ...unset, SANITY_PROJECT_ID: "abc123", SANITY_REVALIDATE_SECRET: " s3cret " })).toEqual({
      projectId: "abc123",
      dataset: "production",
      apiVersion: "2024-06-13",
      useCdn: true,
      apiHost: undefined,
      imageBaseUrl: "https://cdn.sanity.io",
      revalidateSecret: "s3cret",
      readToken: undefined,
      sampleContent: false,
    });
  });

  it("reads from a moved host without the CDN, which would bypass it", () => {
    const config = readSanityConfig({
      ...unset,
      SANITY_PROJECT_ID: "abc123",
      SANITY_DATASET: "staging",
      SANITY_API_HOST: "http://127.0.0.1:3901/",
    });
    expect(config).toMatchObject({
      dataset: "staging",
      useCdn: false,
      apiHost: "http://127.0.0.1:3901",
      imageBaseUrl: "http://127.0.0.1:3901",
    });
  });

  it("keeps the read token for draft preview and says when the posts are npm run dev's samples", () => {
    const config = readSanityConfig({
      ...unset,
      SANITY_PROJECT_ID: "local-sample",
      SANITY_API_READ_TOKEN: "skToken1234567890",
      SANITY_SAMPLE_CONTENT: true,
    });
    expect(config).toMatchObject({ readToken: "skToken1234567890", sampleContent: true });
  });
});

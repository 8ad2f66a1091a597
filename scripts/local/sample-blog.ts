// The blog of `npm run dev` when no Sanity project is set: the three sample
// posts (sanity/sample-posts.ndjson) served by a local GROQ endpoint, so a
// newcomer sees the list, the post pages and their structured data through the
// same client and queries the site uses with Sanity. The site marks them as
// sample content (SANITY_SAMPLE_CONTENT); a production server refuses that
// variable (lib/env.ts), and nothing but this dev command starts the endpoint.
import { readSamplePosts, startGroqServer, type GroqServer } from "./groq-server";

/** A project id no real Sanity project has (ids are 8 letters and digits): never confused with one. */
export const sampleProjectId = "local-sample";
const sampleDataset = "production";

export interface SampleBlog {
  server: GroqServer;
  /** The variables `next dev` gets, pointing the blog at the endpoint. */
  env: { SANITY_PROJECT_ID: string; SANITY_DATASET: string; SANITY_API_HOST: string; SANITY_SAMPLE_CONTENT: "true" };
}

export async function startSampleBlog(port = 0): Promise<SampleBlog> {
  const server = await startGroqServer({ port, dataset: sampleDataset, documents: readSamplePosts });
  return {
    server,
    env: {
      SANITY_PROJECT_ID: sampleProjectId,
      SANITY_DATASET: sampleDataset,
      SANITY_API_HOST: server.apiHost,
      SANITY_SAMPLE_CONTENT: "true",
    },
  };
}

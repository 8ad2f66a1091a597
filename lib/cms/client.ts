import "server-only";
import { createClient, type SanityClient } from "next-sanity";
import type { SanityConfig } from "./config";

let cached: { key: string; client: SanityClient } | undefined;

/** The read-only client for `config`; published content only, no token. */
export function sanityClient(config: SanityConfig): SanityClient {
  const key = JSON.stringify(config);
  if (cached?.key !== key) {
    cached = {
      key,
      client: createClient({
        projectId: config.projectId,
        dataset: config.dataset,
        apiVersion: config.apiVersion,
        useCdn: config.useCdn,
        perspective: "published",
        // A moved host (the test stand-in) has no <projectId>.host subdomain.
        ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
      }),
    };
  }
  return cached.client;
}

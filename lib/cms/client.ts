import "server-only";
import { createClient, type SanityClient } from "next-sanity";
import type { SanityConfig } from "./config";

let cached: { key: string; client: SanityClient } | undefined;
let cachedDrafts: { key: string; client: SanityClient } | undefined;

function clientOptions(config: SanityConfig) {
  return {
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    // A moved host (the test stand-in) has no <projectId>.host subdomain.
    ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
  };
}

/** The read-only client for `config`; published content only, no token. */
export function sanityClient(config: SanityConfig): SanityClient {
  const key = JSON.stringify(config);
  if (cached?.key !== key) {
    cached = { key, client: createClient({ ...clientOptions(config), useCdn: config.useCdn, perspective: "published" }) };
  }
  return cached.client;
}

/**
 * The client of an editor's preview (draft mode): drafts over published
 * documents, read with the server's token, never through the CDN (it caches
 * published answers). Null while no read token is set: preview is off.
 */
export function sanityDraftClient(config: SanityConfig): SanityClient | null {
  if (!config.readToken) return null;
  const key = JSON.stringify(config);
  if (cachedDrafts?.key !== key) {
    cachedDrafts = {
      key,
      client: createClient({ ...clientOptions(config), useCdn: false, perspective: "drafts", token: config.readToken }),
    };
  }
  return cachedDrafts.client;
}

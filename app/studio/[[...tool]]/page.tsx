import type { Metadata, Viewport } from "next";
import { metadata as studioMetadata, viewport as studioViewport } from "next-sanity/studio";
import { connection } from "next/server";
import { sanityConfig } from "@/lib/cms/config";
import { EmbeddedStudio } from "./studio.client";
import { StudioNotConfigured } from "./studio-not-configured";

// noindex and a same-origin referrer (next-sanity's defaults); the sitemap and robots.txt never list it.
export const metadata: Metadata = { ...studioMetadata, title: "Studio" };
export const viewport: Viewport = studioViewport;

/**
 * /studio: the Sanity Studio, for the agency's editors (Sanity accounts,
 * invited in sanity.io/manage). Per request: it reads the blog's project id and
 * dataset from the server's environment, and its scripts carry a nonce under
 * the Studio's own policy (proxy.ts, lib/security/csp.ts).
 */
export default async function StudioPage() {
  await connection();
  const config = sanityConfig();
  // npm run dev's sample posts come from a local endpoint the Studio cannot edit.
  if (!config || config.sampleContent) return <StudioNotConfigured sampleContent={config?.sampleContent ?? false} />;
  return <EmbeddedStudio projectId={config.projectId} dataset={config.dataset} />;
}

import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import { connection } from "next/server";
import { sanityConfig } from "@/lib/cms/config";
import { studioElementId, studioScriptPath } from "@/sanity/studio/element";
import { StudioNotConfigured } from "./studio-not-configured";

// next-sanity/studio's `metadata` and `viewport`, written out: importing them
// would bring its client component, and with it the whole Studio, into the
// site's build (see sanity/studio/mount.tsx). noindex; the sitemap never lists it.
export const metadata: Metadata = { title: "Studio", referrer: "same-origin", robots: "noindex" };
// viewport-fit=cover: the Studio pads itself around display cutouts.
export const viewport: Viewport = { width: "device-width", initialScale: 1, viewportFit: "cover" };

/**
 * /studio: the Sanity Studio, for the agency's editors (Sanity accounts,
 * invited in sanity.io/manage). Per request: it reads the blog's project id
 * and dataset from the server's environment, and its script carries this
 * response's nonce under the Studio's own policy (proxy.ts, lib/security/csp.ts).
 * The Studio itself is public/studio-app/studio.js (scripts/build-studio.ts),
 * which no other page loads.
 */
export default async function StudioPage() {
  await connection();
  const config = sanityConfig();
  // npm run dev's sample posts come from a local endpoint the Studio cannot edit.
  if (!config || config.sampleContent) return <StudioNotConfigured sampleContent={config?.sampleContent ?? false} />;
  const nonce = /'nonce-([^']+)'/.exec((await headers()).get("content-security-policy") ?? "")?.[1];
  return (
    <div id={studioElementId} data-project-id={config.projectId} data-dataset={config.dataset}>
      <p className="p-6 text-sm text-slate-600">Loading the Studio…</p>
      <noscript>
        <p className="p-6">The Studio needs JavaScript.</p>
      </noscript>
      <script type="module" src={studioScriptPath} nonce={nonce} async />
    </div>
  );
}

import { defineEnableDraftMode } from "next-sanity/draft-mode";
import { NextRequest } from "next/server";
import { endpoint } from "@/lib/api/endpoint";
import { sanityDraftClient } from "@/lib/cms/client";
import { sanityConfig } from "@/lib/cms/config";
import { ApiError } from "@/lib/http/errors";

/**
 * GET /api/draft-mode/enable?sanity-preview-secret=…&sanity-preview-pathname=/blog/…
 * The Studio's "Preview on site" action writes a short-lived secret into the
 * dataset (only a signed-in editor can) and opens this URL; next-sanity checks
 * the secret against the dataset with the server's read token, turns on draft
 * mode and redirects to the path (on this site only). A wrong or expired
 * secret is a 401 that turns nothing on.
 */
export const GET = endpoint({ name: "draft-mode" }, async ({ request }) => {
  const config = sanityConfig();
  const client = config ? sanityDraftClient(config) : null;
  // Not set up: no project, or no SANITY_API_READ_TOKEN.
  if (!client) throw new ApiError("draft_preview_not_configured");
  // next-sanity's own handler reads the request itself: one made anew from its URL and headers.
  return defineEnableDraftMode({ client }).GET(new NextRequest(request.url, { headers: request.headers }));
});

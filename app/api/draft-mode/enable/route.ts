import { defineEnableDraftMode } from "next-sanity/draft-mode";
import type { NextRequest } from "next/server";
import { sanityDraftClient } from "@/lib/cms/client";
import { sanityConfig } from "@/lib/cms/config";
import { Answer } from "@/lib/http/answer";
import { route } from "@/lib/http/route";

/**
 * GET /api/draft-mode/enable?sanity-preview-secret=…&sanity-preview-pathname=/blog/…
 * The Studio's "Preview on site" action writes a short-lived secret into the
 * dataset (only a signed-in editor can) and opens this URL; next-sanity checks
 * the secret against the dataset with the server's read token, turns on draft
 * mode and redirects to the path (on this site only). A wrong or expired
 * secret is a 401 that turns nothing on.
 */
export const GET = route<NextRequest>("draft-mode", async (request) => {
  const config = sanityConfig();
  const client = config ? sanityDraftClient(config) : null;
  if (!client) return Answer.json(404, { error: "draft preview is not set up (SANITY_API_READ_TOKEN)" });
  return defineEnableDraftMode({ client }).GET(request);
});

import { expect, type APIRequestContext } from "@playwright/test";
import { e2eSanity } from "../../test/e2e-settings";
import { signSanityWebhook } from "../../test/sanity-stand-in";

/**
 * Sends Sanity's signed publish webhook for the post list: the data cache may
 * hold a list read at build time from a Sanity without posts.
 */
export async function refreshBlogList(request: APIRequestContext): Promise<void> {
  const body = JSON.stringify({ _type: "post" });
  const response = await request.post("/api/revalidate", {
    data: body,
    headers: { "content-type": "application/json", "sanity-webhook-signature": signSanityWebhook(body, e2eSanity.revalidateSecret) },
  });
  expect(response.status()).toBe(200);
}

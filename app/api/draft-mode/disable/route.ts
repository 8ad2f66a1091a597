import { draftMode } from "next/headers";
import { endpoint } from "@/lib/api/endpoint";
import { seeOther } from "@/lib/http/responses";

/**
 * POST /api/draft-mode/disable: the preview banner's "Leave preview" form; back
 * to the published blog. The redirect is relative: request.url can name
 * another host than the browser used (next start answers as localhost), and
 * the policy's form-action 'self' refuses a form redirected off the site's origin.
 */
export const POST = endpoint({ name: "draft-mode" }, async () => {
  (await draftMode()).disable();
  return seeOther("/blog");
});

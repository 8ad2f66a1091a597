import { draftMode } from "next/headers";

/**
 * POST /api/draft-mode/disable: the preview banner's "Leave preview" form; back
 * to the published blog. The redirect is relative: request.url can name
 * another host than the browser used (next start answers as localhost), and
 * the policy's form-action 'self' refuses a form redirected off the site's origin.
 */
export async function POST(): Promise<Response> {
  (await draftMode()).disable();
  return new Response(null, { status: 303, headers: { Location: "/blog" } });
}

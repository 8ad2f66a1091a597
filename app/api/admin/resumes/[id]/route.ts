import { attachmentDisposition } from "@/lib/admin/content-disposition";
import { notFound } from "@/lib/admin/responses";
import { findResume } from "@/lib/admin/resumes";
import { requestOrigin } from "@/lib/audit/network";
import { withAdmin } from "@/lib/auth/session";
import { download } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** GET /api/admin/resumes/{id}: the file as it was uploaded, always as a download. */
export const GET = route(
  "admin resume",
  withAdmin<{ params: Promise<{ id: string }> }>(async (request, { params }, admin) => {
    const resume = await findResume((await params).id, { admin, origin: requestOrigin(request.headers) });
    if (!resume) return notFound();
    return download(new Uint8Array(resume.bytes), resume.contentType, attachmentDisposition(resume.originalName), {
      "Content-Length": String(resume.bytes.byteLength),
      // Stricter than the other API answers' policy (next.config.ts leaves this route to it).
      "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'; sandbox",
    });
  }),
);

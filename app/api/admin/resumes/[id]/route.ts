import { attachmentDisposition } from "@/lib/admin/content-disposition";
import { findResume } from "@/lib/admin/resumes";
import { endpoint } from "@/lib/api/endpoint";
import { download, notFound } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

/** GET /api/admin/resumes/{id}: the file as it was uploaded, always as a download. */
export const GET = endpoint({ name: "admin resume", auth: "admin", params: ["id"] }, async ({ admin, params, origin }) => {
  const resume = await findResume(params.id, { admin, origin });
  if (!resume) return notFound();
  return download(new Uint8Array(resume.bytes), resume.contentType, attachmentDisposition(resume.originalName), {
    "Content-Length": String(resume.bytes.byteLength),
    // Stricter than the other API answers' policy (next.config.ts leaves this route to it).
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'; sandbox",
  });
});

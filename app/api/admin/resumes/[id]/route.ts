import { attachmentDisposition } from "@/lib/admin/content-disposition";
import { notFound } from "@/lib/admin/responses";
import { findResume, type StoredResume } from "@/lib/admin/resumes";
import { withAdmin } from "@/lib/auth/session";
import { download, unavailable } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

/** GET /api/admin/resumes/{id}: the file as it was uploaded, always as a download. */
export const GET = withAdmin<{ params: Promise<{ id: string }> }>(async (_request, { params }) => {
  const { id } = await params;
  let resume: StoredResume | null;
  try {
    resume = await findResume(id);
  } catch (error) {
    console.error("[admin] resume download failed", error);
    return unavailable();
  }
  if (!resume) return notFound();
  return download(new Uint8Array(resume.bytes), resume.contentType, attachmentDisposition(resume.originalName), {
    "Content-Length": String(resume.bytes.byteLength),
    // Stricter than the other API answers' policy (next.config.ts leaves this route to it).
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'; sandbox",
  });
});

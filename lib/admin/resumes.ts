import "server-only";
import { db } from "@/lib/db";
import { unavailable } from "@/lib/http/responses";
import { attachmentDisposition } from "./content-disposition";
import { isUuid } from "@/lib/validation/uuid";
import { notFound } from "./responses";

/** A stored resume with its bytes: only for the one download that asked for it. */
export async function findResume(resumeId: string) {
  if (!isUuid(resumeId)) return null;
  return db.resume.findUnique({
    where: { id: resumeId },
    select: { bytes: true, originalName: true, contentType: true, size: true },
  });
}

/** GET /api/admin/resumes/{id}: the file as it was uploaded, always as a download. */
export async function respondWithResume(resumeId: string): Promise<Response> {
  let resume: Awaited<ReturnType<typeof findResume>>;
  try {
    resume = await findResume(resumeId);
  } catch (error) {
    console.error("[admin] resume download failed", error);
    return unavailable();
  }
  if (!resume) return notFound();
  return new Response(new Uint8Array(resume.bytes), {
    status: 200,
    headers: {
      "Content-Type": resume.contentType,
      "Content-Length": String(resume.bytes.byteLength),
      "Content-Disposition": attachmentDisposition(resume.originalName),
      // Never let a browser guess another type or run anything the file holds.
      "X-Content-Type-Options": "nosniff",
      // Stricter than the other API answers' policy (next.config.ts leaves this route to it).
      "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'; sandbox",
    },
  });
}

import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { mediaType, readBodyCapped } from "@/lib/http/read-body";
import { tooLarge, unsupported, validationFailed } from "@/lib/http/responses";
import { careerMails } from "@/lib/mail/lead-mails";
import { careerApplicationSchema } from "@/lib/validation/careers";
import { resumeRules } from "@/lib/validation/form-constants";
import { admit, caughtByHoneypot, commit, decoyAnswer, validate } from "./pipeline";
import { detectResumeType, safeResumeName } from "./resume-file";
import { submissionFingerprint } from "./submission-fingerprint";

/** The resume plus the text fields and multipart framing. */
const maxBodyBytes = resumeRules.maxBytes + 256 * 1024;

/** What career_applications.resume_url holds: a reference into the resumes table, never a public URL. */
export function resumeReference(resumeId: string): string {
  return `resume:${resumeId}`;
}

/** POST /api/careers: a multipart application with its resume, stored privately. */
export async function handleCareerApplication(request: Request): Promise<Response> {
  if (mediaType(request) !== "multipart/form-data") return unsupported("Send the application as multipart/form-data.");
  const admission = await admit(request, "career");
  if (admission instanceof Response) return admission;

  const body = await readBodyCapped(request, maxBodyBytes);
  if (!body.ok) return body.reason === "too-large" ? tooLarge() : validationFailed({}, ["The request body could not be read."]);
  let form: FormData;
  try {
    const contentType = request.headers.get("content-type") ?? "";
    form = await new Response(body.bytes, { headers: { "content-type": contentType } }).formData();
  } catch {
    return validationFailed({}, ["The form data could not be read."]);
  }

  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && !(name in fields)) fields[name] = value;
  if (caughtByHoneypot(fields)) return decoyAnswer();

  const resumes = form.getAll("resume").filter((entry): entry is File => typeof entry !== "string");
  const parsed = validate(careerApplicationSchema, fields);
  const resumeError = resumes.length === 0 ? "Please upload your resume." : resumes.length > 1 ? "Please upload one file." : null;
  if (!parsed.ok || resumeError) {
    // One answer names every bad field, the resume included.
    const fieldErrors = parsed.ok ? {} : parsed.fieldErrors;
    return validationFailed(resumeError ? { ...fieldErrors, resume: [resumeError] } : fieldErrors, parsed.ok ? [] : parsed.formErrors);
  }

  const file = resumes[0]!;
  if (file.size > resumeRules.maxBytes) return tooLarge();
  if (file.size === 0) return validationFailed({ resume: ["The resume file is empty."] });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = detectResumeType(bytes);
  if (!type) return unsupported("Please upload a PDF or Word document.");

  const application = parsed.data;
  const id = randomUUID();
  const resumeId = randomUUID();
  const originalName = safeResumeName(file.name, type);
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  return commit(
    {
      kind: "career",
      key: admission.key,
      fingerprint: submissionFingerprint({ application, resume: { originalName, sha256 } }),
      mails: await careerMails(application, id, originalName),
      async save(tx) {
        await tx.resume.create({
          data: {
            id: resumeId,
            bytes,
            originalName,
            contentType: type.contentType,
            size: bytes.byteLength,
            sha256,
          },
          select: { id: true },
        });
        const { fullName, email, phone, applyingFor, coverLetter } = application;
        await tx.careerApplication.create({
          data: { id, fullName, email, phone, applyingFor, coverLetter, resumeUrl: resumeReference(resumeId), resumeId },
          select: { id: true },
        });
        return { created: true, body: { id } };
      },
      answerRepeat: async (_tx, recordId) => ({ id: recordId }),
    },
    id,
  );
}

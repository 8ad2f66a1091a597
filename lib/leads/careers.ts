import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { mediaType, readBodyCapped } from "@/lib/http/read-body";
import { conflict, tooLarge, unavailable, unsupported, validationFailed } from "@/lib/http/responses";
import { careerMails } from "@/lib/mail/lead-mails";
import { careerApplicationSchema } from "@/lib/validation/careers";
import { resumeRules, resumeUploadFields, uploadRules } from "@/lib/validation/form-constants";
import { admit, caughtByHoneypot, commit, decoyAnswer, Refusal, repeatedAnswer, validate } from "./pipeline";
import { detectResumeType, safeResumeName, type ResumeType } from "./resume-file";
import { resumeTooLarge, uploadNotFound } from "./resume-upload-requests";
import { consumeResumeUpload, discardResumeUpload, readFinishedUpload, type FinishedUpload } from "./resume-uploads";
import { submissionFingerprint } from "./submission-fingerprint";

/**
 * The most one request may carry, the resume included: Vercel refuses more
 * than 4.5 MB before this code runs. Bigger resumes, up to the 5 MB the form
 * promises, come in chunks (lib/leads/resume-uploads.ts) and are named here.
 */
const maxBodyBytes = uploadRules.maxRequestBytes;

/** What career_applications.resume_url holds: a reference into the resumes table, never a public URL. */
export function resumeReference(resumeId: string): string {
  return `resume:${resumeId}`;
}

interface ResumeInHand {
  bytes: Uint8Array<ArrayBuffer>;
  name: string;
  type: ResumeType;
  /** The upload it came from, consumed with the application. */
  uploadId: string | null;
}

/**
 * POST /api/careers: a multipart application with its resume, stored
 * privately; the resume is either attached or a finished upload named by
 * `resumeUploadId` and `resumeUploadToken`.
 */
export async function handleCareerApplication(request: Request): Promise<Response> {
  if (mediaType(request) !== "multipart/form-data") return unsupported("Send the application as multipart/form-data.");
  const admission = await admit(request, "career");
  if (admission instanceof Response) return admission;

  const body = await readBodyCapped(request, maxBodyBytes);
  if (!body.ok) {
    return body.reason === "too-large"
      ? tooLarge({ limit: "request", maxBytes: maxBodyBytes })
      : validationFailed({}, ["The request body could not be read."]);
  }
  let form: FormData;
  try {
    const contentType = request.headers.get("content-type") ?? "";
    form = await new Response(body.bytes, { headers: { "content-type": contentType } }).formData();
  } catch {
    return validationFailed({}, ["The form data could not be read."]);
  }

  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && !(name in fields)) fields[name] = value;
  const uploadId = fields[resumeUploadFields.id];
  const upload = uploadId === undefined ? null : { id: uploadId, token: fields[resumeUploadFields.token] ?? "" };
  if (caughtByHoneypot(fields)) {
    // The bot is told it worked; its upload, if any, has no further use.
    if (upload) await discardResumeUpload(upload.id, upload.token).catch(() => undefined);
    return decoyAnswer();
  }

  const files = form.getAll("resume").filter((entry): entry is File => typeof entry !== "string");
  const parsed = validate(careerApplicationSchema, fields);
  const resumeCount = files.length + (upload ? 1 : 0);
  const resumeError = resumeCount === 0 ? "Please upload your resume." : resumeCount > 1 ? "Please upload one file." : null;
  if (!parsed.ok || resumeError) {
    // One answer names every bad field, the resume included.
    const fieldErrors = parsed.ok ? {} : parsed.fieldErrors;
    return validationFailed(resumeError ? { ...fieldErrors, resume: [resumeError] } : fieldErrors, parsed.ok ? [] : parsed.formErrors);
  }

  const resume = upload ? await finishedUpload(upload, admission.key) : await attachedResume(files[0]);
  if (resume instanceof Response) return resume;

  const application = parsed.data;
  const id = randomUUID();
  const resumeId = randomUUID();
  const { bytes, name: originalName, type } = resume;
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  return commit(
    {
      kind: "career",
      key: admission.key,
      fingerprint: submissionFingerprint({ application, resume: { originalName, sha256 } }),
      mails: await careerMails(application, id, originalName),
      async save(tx) {
        // Taken in this transaction: the upload goes exactly when the application is stored.
        if (resume.uploadId !== null && !(await consumeResumeUpload(tx, resume.uploadId))) throw new Refusal(uploadNotFound());
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

/** A resume sent in the request itself, judged by its bytes. */
async function attachedResume(file: File | undefined): Promise<ResumeInHand | Response> {
  if (!file || file.size === 0) return validationFailed({ resume: ["The resume file is empty."] });
  if (file.size > resumeRules.maxBytes) return resumeTooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = detectResumeType(bytes);
  if (!type) return unsupported("Please upload a PDF or Word document.");
  return { bytes, name: safeResumeName(file.name, type), type, uploadId: null };
}

/** A finished chunked upload, judged by its bytes exactly like an attached file. */
async function finishedUpload(upload: { id: string; token: string }, key: string | null): Promise<ResumeInHand | Response> {
  let finished: FinishedUpload;
  try {
    finished = await readFinishedUpload(upload.id, upload.token);
  } catch (error) {
    console.error("[career] could not read an upload", error);
    return unavailable();
  }
  if (!finished.ok) {
    // A retry whose first try was stored (and took the upload) gets the first answer.
    if (finished.reason === "not-found") return (await repeatedAnswer("career", key)) ?? uploadNotFound();
    return conflict("upload_incomplete", { receivedBytes: finished.receivedBytes, size: finished.size });
  }
  const type = detectResumeType(finished.bytes);
  if (!type) {
    // It can never become an application: don't keep the bytes until the sweep.
    await discardResumeUpload(upload.id, upload.token).catch(() => undefined);
    return unsupported("Please upload a PDF or Word document.");
  }
  return { bytes: finished.bytes, name: safeResumeName(finished.fileName, type), type, uploadId: upload.id };
}

import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { careerMails } from "./mails";
import { careerApplicationSchema, type CareerApplicationSubmission } from "@/lib/validation/careers";
import { resumeRules, resumeUploadFields } from "@/lib/validation/form-constants";
import { parseRequest } from "@/lib/validation/parse-request";
import { caughtByHoneypot, commit, earlierUseOf, Refusal, type EarlierUse } from "./pipeline";
import { checkResumeType, resumeTypeNamed, safeResumeName, type ResumeType } from "@/lib/uploads/resume-file";
import { lockResumeStorage, resumeRefusal, storageRefused, takeResumeShare } from "@/lib/uploads/resume-storage";
import { uploadNotFound } from "@/lib/uploads/resume-upload-requests";
import { discardResumeUpload, moveUploadToResumes, readFinishedUpload, recordVerdict } from "@/lib/uploads/resume-uploads";
import { submissionFingerprint } from "./submission-fingerprint";
import { Answer } from "@/lib/http/answer";
import { sourceColumn } from "@/lib/analytics/lead-source";
import type { VisitSource } from "@/lib/analytics/visit-source";

// POST /api/careers: a multipart application with its resume, stored
// privately; the resume is either attached or a finished upload named by
// `resumeUploadId` and `resumeUploadToken` (lib/uploads/resume-uploads.ts).

/** What career_applications.resume_url holds: a reference into the resumes table, never a public URL. */
export function resumeReference(resumeId: string): string {
  return `resume:${resumeId}`;
}

/** Where the resume is: in the request, or a chunked upload finished before it. */
export type ResumeSource = { attached: File } | { upload: { id: string; token: string } };

export type CareerForm =
  | { kind: "bot" }
  | { kind: "invalid"; fieldErrors: Record<string, string[]>; formErrors: string[] }
  | { kind: "application"; application: CareerApplicationSubmission; resume: ResumeSource };

/**
 * The form's fields checked against the schema, and exactly one resume. One
 * answer names every bad field, the resume included. A bot (the honeypot is
 * filled in) is to be told it worked; its upload, if any, has no further use.
 */
export async function readCareerForm(form: FormData): Promise<CareerForm> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && !(name in fields)) fields[name] = value;
  const uploadId = fields[resumeUploadFields.id];
  const upload = uploadId === undefined ? null : { id: uploadId, token: fields[resumeUploadFields.token] ?? "" };
  if (caughtByHoneypot(fields)) {
    if (upload) await discardResumeUpload(upload.id, upload.token).catch(() => undefined);
    return { kind: "bot" };
  }

  const resumes: ResumeSource[] = form
    .getAll("resume")
    .filter((entry): entry is File => typeof entry !== "string")
    .map((attached) => ({ attached }));
  if (upload) resumes.push({ upload });
  const parsed = parseRequest(careerApplicationSchema, fields);
  const resumeError = resumes.length === 0 ? "Please upload your resume." : resumes.length > 1 ? "Please upload one file." : null;
  const [resume] = resumes;
  if (!parsed.ok || resumeError || !resume) {
    const fieldErrors = parsed.ok ? {} : parsed.fieldErrors;
    return {
      kind: "invalid",
      fieldErrors: resumeError ? { ...fieldErrors, resume: [resumeError] } : fieldErrors,
      formErrors: parsed.ok ? [] : parsed.formErrors,
    };
  }
  return { kind: "application", application: parsed.data, resume };
}

export interface ResumeInHand {
  name: string;
  type: ResumeType;
  size: number;
  /** The file when attached; a finished upload stays in the database until the application takes it. */
  from: { bytes: Uint8Array<ArrayBuffer>; sha256: string } | { uploadId: string };
}

/** Why a resume cannot be taken. */
export type ResumeProblem =
  | { kind: "empty" }
  | { kind: "too-large" }
  | { kind: "not-a-document" }
  /** Unknown, expired or taken; `earlier`: what this request's key was used for before (a first try that took the upload). */
  | { kind: "upload-gone"; earlier: EarlierUse }
  | { kind: "upload-incomplete"; receivedBytes: number; size: number };

export type TakenResume = { ok: true; resume: ResumeInHand } | { ok: false; problem: ResumeProblem };

/**
 * The resume's bytes, judged by themselves whether attached or uploaded.
 * `application` and `key` (the request's Idempotency-Key) answer a retry whose
 * upload is gone as a repeat would be answered.
 */
export function takeResume(source: ResumeSource, application: CareerApplicationSubmission, key: string | null): Promise<TakenResume> {
  return "upload" in source ? finishedUpload(source.upload, application, key) : attachedResume(source.attached);
}

/**
 * What the application's Idempotency-Key is bound to: its fields and its
 * resume. A resume from an upload is named by the upload (the bytes of a
 * finished upload never change), so a retry whose upload the first try took
 * can still be matched against it; an attached one by its name and sha256.
 */
function careerFingerprint(
  application: CareerApplicationSubmission,
  resume: { uploadId: string } | { originalName: string; sha256: string },
): string {
  return submissionFingerprint({ application, resume });
}

async function attachedResume(file: File): Promise<TakenResume> {
  if (file.size === 0) return refused({ kind: "empty" });
  if (file.size > resumeRules.maxBytes) return refused({ kind: "too-large" });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = await checkResumeType(bytes);
  if (!type) return refused({ kind: "not-a-document" });
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  return { ok: true, resume: { name: safeResumeName(file.name, type), type, size: bytes.byteLength, from: { bytes, sha256 } } };
}

async function finishedUpload(
  upload: { id: string; token: string },
  application: CareerApplicationSubmission,
  key: string | null,
): Promise<TakenResume> {
  const finished = await readFinishedUpload(upload.id, upload.token);
  if (!finished.ok) {
    if (finished.reason === "incomplete") {
      return refused({ kind: "upload-incomplete", receivedBytes: finished.receivedBytes, size: finished.size });
    }
    const earlier = await earlierUseOf("career", key, careerFingerprint(application, { uploadId: upload.id }));
    return refused({ kind: "upload-gone", earlier });
  }
  // Checked once: a request after the first takes the verdict kept with the upload.
  const type = finished.bytes === null ? resumeTypeNamed(finished.verdict) : await checkResumeType(finished.bytes);
  if (!type) {
    // It can never become an application: don't keep the bytes until the sweep.
    await discardResumeUpload(upload.id, upload.token).catch(() => undefined);
    return refused({ kind: "not-a-document" });
  }
  if (finished.verdict === null) {
    await recordVerdict(upload.id, type).catch((error: unknown) => console.error("[career] could not keep an upload's verdict", error));
  }
  const resume = { name: safeResumeName(finished.fileName, type), type, size: finished.size, from: { uploadId: upload.id } };
  return { ok: true, resume };
}

function refused(problem: ResumeProblem): TakenResume {
  return { ok: false, problem };
}

/**
 * Stores the application with its resume (and takes its upload) in one
 * transaction with its key and mail, and answers as every form does.
 */
export async function commitCareerApplication(
  application: CareerApplicationSubmission,
  resume: ResumeInHand,
  key: string | null,
  visitor: string | null,
  source: VisitSource | null = null,
  now: Date = new Date(),
): Promise<Answer> {
  const id = randomUUID();
  const resumeId = randomUUID();
  const { name: originalName, type, size, from } = resume;
  return commit(
    {
      kind: "career",
      key,
      fingerprint: careerFingerprint(application, "uploadId" in from ? { uploadId: from.uploadId } : { originalName, sha256: from.sha256 }),
      mails: await careerMails(application, id, originalName),
      async save(tx) {
        // The day's room for resumes and the sender's share of it, checked and taken in turn with every other application.
        await lockResumeStorage(tx);
        const sender = { visitor, email: application.email };
        const full = await resumeRefusal(tx, sender, size, now);
        if (full) throw new Refusal(storageRefused(full));
        await takeResumeShare(tx, sender, size, now);
        const stored = { id: resumeId, originalName, contentType: type.contentType };
        if ("uploadId" in from) {
          // Taken in this transaction: the upload goes exactly when the application is stored.
          if (!(await moveUploadToResumes(tx, from.uploadId, stored, now))) throw new Refusal(uploadNotFound());
        } else {
          await tx.resume.create({ data: { ...stored, bytes: from.bytes, size, sha256: from.sha256 }, select: { id: true } });
        }
        const { fullName, email, phone, applyingFor, coverLetter } = application;
        await tx.careerApplication.create({
          data: {
            id,
            fullName,
            email,
            phone,
            applyingFor,
            coverLetter,
            resumeUrl: resumeReference(resumeId),
            resumeId,
            source: sourceColumn(source),
          },
          select: { id: true },
        });
        return { created: true, body: { id } };
      },
      answerRepeat: async (_tx, recordId) => ({ id: recordId }),
    },
    id,
  );
}

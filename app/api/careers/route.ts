import { commitCareerApplication, readCareerForm, takeResume, type ResumeProblem } from "@/lib/leads/careers";
import { endpoint } from "@/lib/api/endpoint";
import { decoyAnswer } from "@/lib/leads/pipeline";
import { resumeTooLarge, uploadNotFound } from "@/lib/uploads/resume-upload-requests";
import type { FormLimits } from "@/lib/http/form-limits";
import type { FormRefusal } from "@/lib/http/read-body";
import type { Answer } from "@/lib/http/answer";
import { conflict, keyReused, ok, unsupported, validationFailed } from "@/lib/http/responses";
import { leadSourceOf } from "@/lib/analytics/lead-source";
import { uploadRules } from "@/lib/validation/form-constants";

/**
 * The most one request may carry, the resume included: Vercel refuses more
 * than 4.5 MB before this code runs. Bigger resumes, up to the 5 MB the form
 * promises, come in chunks (POST /api/careers/uploads) and are named here.
 */
const maxBodyBytes = uploadRules.maxRequestBytes;

/**
 * What an application's form may hold, counted before it is parsed: its ten
 * named fields (lib/validation/careers.ts, the honeypot, the resume and the
 * upload's id and token) with room to spare; two files, so a second resume is
 * told "Please upload one file." by the form itself; and a field as long as the
 * longest text (5,000 characters of up to 4 UTF-8 bytes) and then some.
 */
const formLimits: FormLimits = { maxParts: 16, maxFiles: 2, maxFieldBytes: 32 * 1024 };

/** POST /api/careers: a job application as multipart/form-data, its resume attached or uploaded before. */
export const POST = endpoint(
  {
    name: "career",
    media: "multipart/form-data",
    idempotencyKey: true,
    rateLimit: "career",
    form: { maxBytes: maxBodyBytes, limits: formLimits, refuse: formRefusal },
  },
  async ({ form: body, key, visitor, headers }) => {
    const form = await readCareerForm(body);
    if (form.kind === "bot") return decoyAnswer();
    if (form.kind === "invalid") return validationFailed(form.fieldErrors, form.formErrors);

    const resume = await takeResume(form.resume, form.application, key);
    if (!resume.ok) return refusal(resume.problem);
    return commitCareerApplication(form.application, resume.resume, key, visitor, leadSourceOf(headers));
  },
);

/** What an application is told, where the form's own words are better than endpoint()'s. */
function formRefusal(reason: FormRefusal): Answer | undefined {
  if (reason === "too-many-parts") return validationFailed({}, [`An application has at most ${formLimits.maxParts} fields.`]);
  if (reason === "too-many-files") return validationFailed({ resume: ["Please upload one file."] });
  return undefined;
}

function refusal(problem: ResumeProblem): Answer {
  switch (problem.kind) {
    case "empty":
      return validationFailed({ resume: ["The resume file is empty."] });
    case "too-large":
      return resumeTooLarge();
    case "not-a-document":
      return unsupported("Please upload a PDF or Word document.");
    case "upload-gone":
      // A retry whose first try was stored (and took the upload) gets the answer of any repeat.
      if (problem.earlier.kind === "same") return ok({ id: problem.earlier.recordId });
      return problem.earlier.kind === "other" ? keyReused() : uploadNotFound();
    case "upload-incomplete":
      return conflict("upload_incomplete", { receivedBytes: problem.receivedBytes, size: problem.size });
  }
}

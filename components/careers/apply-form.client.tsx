"use client";

import { useSearchParams } from "next/navigation";
import { Suspense, useEffect, useRef, useState, type ChangeEvent } from "react";
import { lazySchema } from "@/components/ui/lazy-schema";
import { toast } from "@/components/ui/toast";
import { buttonClasses } from "@/components/ui/button-link";
import { firstErrors, firstServerErrors, showTooMany, type FieldErrors } from "@/components/ui/form-errors";
import { describedBy, FieldError, labelClasses, PersonFields, RequiredMark, SelectField, TextAreaField } from "@/components/ui/form-fields";
import { LeadFormFrame } from "@/components/ui/lead-form-frame";
import type { CareerFormTexts } from "@/lib/i18n/messages/en/career-form-texts";
import type { Option } from "@/lib/catalogue/contact-options";
import type { CareerFormLanguage } from "@/lib/pages/careers";
import { fill } from "@/lib/i18n/fill";
import { errorsIn } from "@/lib/i18n/form-messages";
import { Icon } from "@/components/ui/icon";
import { useFocusAfterRender, useLeadForm } from "@/components/ui/use-lead-form";
import type { ApplicationConfirmation } from "./application-confirmation.client";
import { newIdempotencyKey, postSubmission, type SubmitResult } from "@/lib/browser/post-submission";
import { honeypotField, resumeRules, resumeUploadFields } from "@/lib/validation/form-constants";
import { formatFileSize } from "@/lib/format/file-size";

// Zod and this form's schema load when the visitor starts on the form, not with the page.
const schema = lazySchema(() => import("@/lib/validation/careers"));

const fieldOrder = ["fullName", "email", "phone", "applyingFor", "coverLetter", "resume", "ageConfirmed"] as const;
type ApplyField = (typeof fieldOrder)[number];
type ApplyValues = Record<"fullName" | "email" | "phone" | "applyingFor" | "coverLetter", string> & {
  ageConfirmed: boolean;
  resume: File | null;
};

const emptyValues: ApplyValues = {
  fullName: "",
  email: "",
  phone: "",
  applyingFor: "",
  coverLetter: "",
  ageConfirmed: false,
  resume: null,
};

const fieldIds: Record<ApplyField, string> = {
  fullName: "apply-full-name",
  email: "apply-email",
  phone: "apply-phone",
  applyingFor: "apply-applying-for",
  coverLetter: "apply-cover-letter",
  resume: "apply-resume",
  ageConfirmed: "apply-age-confirmed",
};

const resumeMimeTypes: readonly string[] = [
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
];

const maxResumeMb = resumeRules.maxBytes / 1024 / 1024;

/** The refused file's notices, in the form's language; the description doubles as the inline error. */
function resumeNotices(texts: CareerFormTexts) {
  return {
    tooLarge: { title: texts.tooLarge, description: fill(texts.tooLargeText, { mb: maxResumeMb }) },
    wrongType: { title: texts.wrongType, description: texts.wrongTypeText },
    missing: { title: texts.missing, description: texts.missingText },
  };
}
type ResumeProblem = keyof ReturnType<typeof resumeNotices>;

/** Browsers leave MIME empty for some Word files, so either the name or the type may vouch; the server reads the bytes. */
function resumeProblem(file: File): ResumeProblem | null {
  if (file.size > resumeRules.maxBytes) return "tooLarge";
  const extension = file.name.includes(".") ? (file.name.split(".").pop() ?? "").toLowerCase() : "";
  const knownExtension = (resumeRules.extensions as readonly string[]).includes(extension);
  if (!knownExtension && !resumeMimeTypes.includes(file.type)) return "wrongType";
  return null;
}

type QueryFormProps = {
  positions: readonly Option[];
  /** Each opening's title by its id, the id an Apply Now link names (the catalogue's facts stay on the server). */
  openingTitles: Readonly<Record<string, string>>;
  language: CareerFormLanguage;
};

/**
 * An Apply Now link of this page (?position={id}#apply) switches the form's position in place.
 * Public pages' links load the next page whole (docs/performance.md), which here would drop what
 * the visitor typed; Next's router follows history.pushState, so useSearchParams sees the change.
 */
function useApplyLinksInPlace(): void {
  useEffect(() => {
    const switchInPlace = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href*='position=']") : null;
      if (!link || link.target) return;
      const url = new URL(link.href);
      if (url.origin !== location.origin || url.pathname !== location.pathname) return;
      event.preventDefault();
      history.pushState(null, "", url);
    };
    document.addEventListener("click", switchInPlace);
    return () => document.removeEventListener("click", switchInPlace);
  }, []);
}

function ApplyFormWithPosition({ positions, openingTitles, language }: QueryFormProps) {
  const positionId = useSearchParams().get("position");
  useApplyLinksInPlace();
  useEffect(() => {
    // The spec: Apply Now scrolls to the form, once this boundary has re-rendered for the new
    // position.
    if (positionId && window.location.hash === "#apply") document.getElementById("apply")?.scrollIntoView({ block: "start" });
  }, [positionId]);
  const position = positionId && Object.hasOwn(openingTitles, positionId) ? openingTitles[positionId] : "";
  return <ApplyForm position={position ?? ""} positions={positions} language={language} />;
}

/**
 * The form with the opening of an Apply Now link (?position={id}) preselected.
 * Reading the address below a Suspense boundary keeps the page static; the fallback is the same form, unselected.
 */
export function ApplyFormFromQuery(props: QueryFormProps) {
  return (
    <Suspense fallback={<ApplyForm position="" positions={props.positions} language={props.language} />}>
      <ApplyFormWithPosition {...props} />
    </Suspense>
  );
}

export function ApplyForm({
  position,
  positions,
  language,
}: {
  position: string;
  /** The "Applying for" choices, labelled in the page's language (the values stay the English titles). */
  positions: readonly Option[];
  language: CareerFormLanguage;
}) {
  const { texts } = language;
  const notices = resumeNotices(texts);
  /** The schema's and the server's messages, in the page's language. */
  const inLanguage = (errors: FieldErrors) => errorsIn(errors, language.messages);
  const showSubmissionFailed = () => toast.error(texts.failed, { description: texts.failedText });
  const form = useLeadForm({
    initialValues: { ...emptyValues, applyingFor: position },
    fieldOrder,
    fieldId: (name) => fieldIds[name],
  });
  const { values, setValues, errors, update, showErrors, setError, clearErrors, focusField, field } = form;
  const { submitting, whileSubmitting } = form;
  const { resume } = values;
  /** Bytes of the resume the server has confirmed, while an application is being sent. */
  const [upload, setUpload] = useState<{ confirmed: number; size: number } | null>(null);
  const [linkedPosition, setLinkedPosition] = useState(position);
  /** The stored application's answer, shown in place of the (cleared) form until the visitor asks for it again. */
  const [submitted, setSubmitted] = useState<{ reference: string; opening: string; email: string } | null>(null);
  const [Confirmation, setConfirmation] = useState<typeof ApplicationConfirmation | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const confirmationHeading = useRef<HTMLHeadingElement>(null);
  const focusConfirmation = useFocusAfterRender(() => confirmationHeading.current?.focus());

  // Another Apply Now click while the page is open switches the position and keeps what was typed.
  if (position !== linkedPosition) {
    setLinkedPosition(position);
    if (position) setValues((current) => ({ ...current, applyingFor: position }));
  }

  // Not update(): the message a refused file left (ours or the server's) stays until another file is chosen.
  function dropResume() {
    setValues((current) => ({ ...current, resume: null }));
    if (fileInput.current) fileInput.current.value = "";
  }

  function rejectResume(problem: ResumeProblem) {
    toast.error(notices[problem].title, { description: notices[problem].description });
    dropResume();
    setError("resume", notices[problem].description);
  }

  function chooseResume(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) {
      dropResume();
      return;
    }
    const problem = resumeProblem(file);
    if (problem) {
      rejectResume(problem);
      return;
    }
    update({ resume: file });
  }

  function clearForm() {
    setValues(emptyValues);
    if (fileInput.current) fileInput.current.value = "";
    clearErrors();
  }

  async function validateAndSend() {
    const parsed = (await schema.load())?.careerApplicationSchema.safeParse(values);
    const invalid = parsed !== undefined && !parsed.success;
    const next = invalid ? inLanguage(firstErrors(parsed.error.issues)) : {};
    if (!resume) {
      next.resume = notices.missing.description;
      toast.error(notices.missing.title, { description: notices.missing.description });
    }
    if (invalid || !resume) {
      showErrors(next);
      return;
    }
    clearErrors();

    setUpload({ confirmed: 0, size: resume.size });
    try {
      await whileSubmitting(() => sendApplication(resume));
    } catch {
      showSubmissionFailed();
    } finally {
      setUpload(null);
    }
  }

  async function sendApplication(resume: File) {
    // The file goes first, in chunks (no request may carry a whole 5 MB resume on Vercel);
    // the application then names the finished upload. The button stays busy throughout.
    const { uploadResume } = await import("@/lib/browser/upload-resume");
    const uploaded = await uploadResume(resume, values.email, (confirmed) => setUpload({ confirmed, size: resume.size }));
    if (uploaded.status !== "uploaded") {
      showAnswer(uploaded);
      return;
    }

    const formData = new FormData();
    formData.set("fullName", values.fullName);
    formData.set("email", values.email);
    formData.set("phone", values.phone);
    formData.set("applyingFor", values.applyingFor);
    formData.set("coverLetter", values.coverLetter);
    formData.set("ageConfirmed", "true");
    // The acknowledgement mail is written in the page's language.
    if (language.locale !== "en") formData.set("language", language.locale);
    formData.set(honeypotField, form.honeypot.value);
    formData.set(resumeUploadFields.id, uploaded.id);
    formData.set(resumeUploadFields.token, uploaded.token);
    showAnswer(await postSubmission("/api/careers", formData, newIdempotencyKey()));
  }

  function showAnswer(result: SubmitResult) {
    switch (result.status) {
      case "stored": {
        const opening = positions.find((option) => option.value === values.applyingFor)?.label ?? values.applyingFor;
        const answer = { reference: result.id, opening, email: values.email };
        // The confirmation's code loads now, not with the page: most visitors never apply.
        void import("./application-confirmation.client").then((module) => {
          setConfirmation(() => module.ApplicationConfirmation);
          setSubmitted(answer);
          focusConfirmation();
          toast.success(texts.submitted, { description: texts.submittedText });
          clearForm();
        });
        break;
      }
      case "invalid":
        // A 400 naming no field of this form cannot be fixed here.
        if (showErrors(inLanguage(firstServerErrors(result.fieldErrors))).length === 0) showSubmissionFailed();
        break;
      case "refused":
        // 422: the key belongs to another submission, nothing the resume can fix (each attempt sends a new key).
        if (result.httpStatus === 422) {
          showSubmissionFailed();
          break;
        }
        if (result.httpStatus === 413 && result.limit !== "resume") {
          toast.error(texts.requestTooLarge, { description: texts.requestTooLargeText });
          break;
        }
        rejectResume(result.httpStatus === 413 ? "tooLarge" : "wrongType");
        focusField("resume");
        break;
      case "rate-limited":
        showTooMany(texts.tooMany, result.retryAfterSeconds);
        break;
      case "unreachable":
        // Unlike a message, a file cannot be kept in the browser for later.
        showSubmissionFailed();
        break;
    }
  }

  const resumeId = fieldIds.resume;
  const ageId = fieldIds.ageConfirmed;

  if (submitted && Confirmation) {
    return (
      <Confirmation
        texts={texts}
        opening={submitted.opening}
        reference={submitted.reference}
        email={submitted.email}
        headingRef={confirmationHeading}
        onAnother={() => setSubmitted(null)}
      />
    );
  }

  return (
    <LeadFormFrame
      texts={{ ...texts, honeypotId: "apply-website", frame: language.frame }}
      form={form}
      schema={schema}
      send={validateAndSend}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <PersonFields name={field("fullName")} email={field("email")} phone={field("phone")} labels={texts} />
        {/* The whole row: half of it cut the longest opening to "…Motion Graphics Artis". */}
        <SelectField
          {...field("applyingFor")}
          label={texts.applyingFor}
          className="sm:col-span-2"
          required
          placeholder={texts.applyingForPlaceholder}
          options={positions}
        />
      </div>
      <TextAreaField {...field("coverLetter")} label={texts.coverLetter} rows={5} placeholder={texts.coverLetterPlaceholder} />

      <div>
        <span id={`${resumeId}-label`} className={labelClasses}>
          {texts.resume}
          <RequiredMark />
        </span>
        <div className="relative mt-2">
          <input
            ref={fileInput}
            id={resumeId}
            name="resume"
            type="file"
            accept={resumeRules.accept}
            required
            // The file being sent cannot change under the upload.
            disabled={submitting}
            onChange={chooseResume}
            aria-labelledby={`${resumeId}-label`}
            {...describedBy(resumeId, errors.resume, `${resumeId}-hint`)}
            className="peer sr-only"
          />
          <label
            htmlFor={resumeId}
            className={[
              "flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors sm:flex-row sm:text-left",
              submitting ? "cursor-default" : "cursor-pointer",
              "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600 dark:peer-focus-visible:outline-indigo-400",
              errors.resume
                ? "border-red-600 bg-red-50 dark:border-red-400 dark:bg-red-950/30"
                : "border-slate-300 bg-slate-50 hover:border-indigo-400 hover:bg-indigo-50 dark:border-slate-600 dark:bg-slate-800/60 dark:hover:border-indigo-400 dark:hover:bg-slate-800",
            ].join(" ")}
          >
            <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-accent dark:bg-indigo-950">
              <Icon name="file-text" className="h-5 w-5" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-medium break-all text-ink" data-testid="resume-file-name">
                {resume ? resume.name : texts.chooseResume}
              </span>
              <span id={`${resumeId}-hint`} className="block text-sm text-slate-600 dark:text-slate-400">
                {resume
                  ? `${formatFileSize(resume.size)}${submitting ? "" : texts.chooseAnother}`
                  : fill(texts.resumeHint, { mb: maxResumeMb })}
              </span>
            </span>
            <span aria-hidden="true" className={buttonClasses("secondary", "pointer-events-none shrink-0 px-4 py-2")}>
              {texts.browse}
            </span>
          </label>
        </div>
        <p aria-live="polite" className="sr-only">
          {resume ? fill(texts.selected, { name: resume.name }) : ""}
        </p>
        {upload ? <UploadProgress confirmed={upload.confirmed} size={upload.size} texts={texts} /> : null}
        {resume && !submitting ? (
          <button type="button" onClick={dropResume} className="link-inline mt-2 text-sm">
            {texts.remove}
          </button>
        ) : null}
        <FieldError id={resumeId} message={errors.resume} />
      </div>

      <div>
        <div className="flex items-start gap-3">
          <input
            id={ageId}
            name="ageConfirmed"
            type="checkbox"
            value="true"
            required
            checked={values.ageConfirmed}
            onChange={(event) => update({ ageConfirmed: event.target.checked })}
            {...describedBy(ageId, errors.ageConfirmed)}
            className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer accent-indigo-600 dark:accent-indigo-400"
          />
          <label htmlFor={ageId} className="cursor-pointer text-sm font-medium text-ink">
            {texts.age}
            <RequiredMark />
          </label>
        </div>
        <FieldError id={ageId} message={errors.ageConfirmed} />
      </div>
    </LeadFormFrame>
  );
}

/** How much of the resume the server has, while the application is sent; full while it is being stored. */
function UploadProgress({ confirmed, size, texts }: { confirmed: number; size: number; texts: CareerFormTexts }) {
  const done = confirmed >= size;
  const progress = fill(texts.progress, { confirmed: formatFileSize(confirmed), size: formatFileSize(size) });
  return (
    <div className="mt-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span id="apply-resume-progress-label" className="font-medium text-ink">
          {texts.uploading}
        </span>
        <span className="text-slate-600 tabular-nums dark:text-slate-400">{done ? texts.uploaded : progress}</span>
      </div>
      <progress
        aria-labelledby="apply-resume-progress-label"
        aria-valuetext={progress}
        value={confirmed}
        max={size}
        className={[
          "mt-1.5 block h-2 w-full appearance-none overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700",
          "[&::-webkit-progress-bar]:bg-slate-200 dark:[&::-webkit-progress-bar]:bg-slate-700",
          "[&::-webkit-progress-value]:bg-indigo-600 [&::-webkit-progress-value]:transition-[width] dark:[&::-webkit-progress-value]:bg-indigo-400",
          "[&::-moz-progress-bar]:bg-indigo-600 dark:[&::-moz-progress-bar]:bg-indigo-400",
        ].join(" ")}
      />
    </div>
  );
}

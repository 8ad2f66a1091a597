import { Suspense } from "react";
import { ApplyForm, ApplyFormFromQuery } from "./apply-form.client";
import { resumeRules } from "@/lib/validation/form-constants";

const maxResumeMb = resumeRules.maxBytes / 1024 / 1024;

/** The application form; Apply Now links (?position={id}#apply) land here with the opening chosen. */
export function ApplySection() {
  return (
    <section id="apply" aria-labelledby="apply-heading" className="scroll-mt-24 px-4 py-14 sm:px-6">
      <div className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 dark:border-slate-700 dark:bg-slate-900">
        <h2 id="apply-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          Apply Now
        </h2>
        <p className="mt-3 text-slate-600 dark:text-slate-300">
          Tell us about yourself and attach your resume as a PDF or Word document (up to {maxResumeMb} MB). Our hiring team reads every
          application.
        </p>
        <div className="mt-6">
          {/* useSearchParams below a boundary keeps the page static; the fallback is the same form, unselected. */}
          <Suspense fallback={<ApplyForm position="" />}>
            <ApplyFormFromQuery />
          </Suspense>
        </div>
      </div>
    </section>
  );
}

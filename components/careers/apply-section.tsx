import type { CareersTexts } from "@/lib/i18n/messages/en/careers-texts";
import { jobOpenings } from "@/lib/i18n/records/careers";
import type { Option } from "@/lib/catalogue/contact-options";
import type { CareerFormLanguage } from "@/lib/pages/careers";
import { fill } from "@/lib/i18n/fill";
import { resumeRules } from "@/lib/validation/form-constants";
import { ApplyFormFromQuery } from "./apply-form.client";

const maxResumeMb = resumeRules.maxBytes / 1024 / 1024;
const openingTitles = Object.fromEntries(jobOpenings.map((opening) => [opening.id, opening.title]));

/** The application form; Apply Now links (?position={id}#apply) land here with the opening chosen. */
export function ApplySection({
  texts,
  positions,
  language,
}: {
  texts: CareersTexts;
  /** The "Applying for" choices, labelled in the page's language. */
  positions: readonly Option[];
  language: CareerFormLanguage;
}) {
  return (
    <section id="apply" aria-labelledby="apply-heading" className="scroll-mt-24 px-4 py-14 sm:px-6">
      <div className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 dark:border-slate-700 dark:bg-slate-900">
        <h2 id="apply-heading" className="section-title">
          {texts.apply}
        </h2>
        <p className="mt-3 text-muted">{fill(texts.applyIntro, { mb: maxResumeMb })}</p>
        <div className="mt-6">
          <ApplyFormFromQuery positions={positions} openingTitles={openingTitles} language={language} />
        </div>
      </div>
    </section>
  );
}

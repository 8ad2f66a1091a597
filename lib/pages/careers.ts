import { jobPath } from "@/lib/catalogue/careers";
import type { CareerFormTexts } from "@/lib/i18n/messages/en/career-form-texts";
import { formatInr } from "@/lib/format/inr";
import { resumeRules } from "@/lib/validation/form-constants";
import { fill } from "@/lib/i18n/fill";
import type { Option } from "@/lib/catalogue/contact-options";
import type { FormLanguage } from "@/lib/i18n/form-messages";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { textsFor } from "@/lib/i18n/texts";
import { findJobOpening, generalApplication, jobOpeningsWith, whyWorkWithUsWith } from "@/lib/i18n/records/careers";

/** The application form's words in its page's language. */
export interface CareerFormLanguage extends FormLanguage<CareerFormTexts> {
  locale: Locale;
}

/**
 * /careers in a language: the openings with their type's name and their Apply
 * Now address, the reasons to join, the form's words and its "Applying for"
 * choices, labelled in the language with the English titles as values (what
 * is stored, and what the admin reads).
 */
export function careersIn(locale: Locale) {
  const { careers: texts, careerForm, form, catalogue } = textsFor(locale);
  const careersPath = localePath(locale, "/careers");
  const openings = jobOpeningsWith(catalogue.jobs).map((job) => ({ ...job, href: localePath(locale, jobPath(job)) }));
  // The select's choices in the order of applyingForOptions: the openings, then the general application,
  // each stored by its English title.
  const positions: Option[] = [
    ...openings.map((job) => ({ value: findJobOpening(job.id)?.title ?? job.title, label: job.title })),
    { value: generalApplication, label: catalogue.generalApplication },
  ];
  const language: CareerFormLanguage = {
    locale,
    texts: careerForm,
    frame: form.frame,
    ...(locale === "en" ? {} : { messages: form.messages }),
  };

  return {
    texts,
    careersPath,
    openings,
    typeLabels: catalogue.jobTypes,
    reasons: whyWorkWithUsWith(catalogue.whyWorkWithUs),
    positions,
    language,
  };
}

/** One opening's page in a language: its words, its type's name and where Apply Now leads; undefined for an unknown id. */
export function jobOpeningIn(locale: Locale, id: string) {
  const { careers: texts, catalogue, pages } = textsFor(locale);
  const job = findJobOpening(id);
  const words = jobOpeningsWith(catalogue.jobs).find((opening) => opening.id === job?.id);
  if (!job || !words) return undefined;
  const careersPath = localePath(locale, "/careers");
  const { pay } = job;
  return {
    job,
    words,
    typeLabel: catalogue.jobTypes[job.type],
    /** The stated range, or the words saying it is agreed after the interview. */
    payText: pay ? fill(texts.payRange[pay.per], { min: formatInr(pay.min), max: formatInr(pay.max) }) : texts.payAsPerExperience,
    howToApply: fill(texts.howToApplyText, { mb: resumeRules.maxBytes / 1024 / 1024 }),
    texts,
    careersTitle: pages.careers.title,
    careersPath,
    applyHref: `${careersPath}?position=${encodeURIComponent(job.id)}#apply`,
  };
}

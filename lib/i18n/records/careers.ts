import { jobFacts, whyWorkWithUsFacts, type JobFacts } from "@/lib/catalogue/careers";
import { generalApplicationWords, jobTypeWords, jobWords, whyWorkWithUsWords } from "@/lib/i18n/messages/en/careers";
import type { SiteTexts } from "../texts";
import { withWords, wordsOf } from "../words";
import type { Feature } from "./features";

export interface JobOpening extends JobFacts {
  title: string;
  location: string;
  /** What the role is, in a sentence or two: its page and its JobPosting say it. */
  summary: string;
  /** What the person does, and what they bring: the opening's page and its JobPosting list them. */
  duties: readonly string[];
  requirements: readonly string[];
}

/** The openings with a language's words laid over their facts by id. */
export function jobOpeningsWith(words: SiteTexts["catalogue"]["jobs"]): JobOpening[] {
  return jobFacts.map((job) => {
    const { title, location, summary, duties, requirements } = wordsOf(words, job.id);
    return { ...job, title, location, summary, duties, requirements };
  });
}

/** The "Why Work With Us?" points with a language's words. */
export function whyWorkWithUsWith(words: SiteTexts["catalogue"]["whyWorkWithUs"]): Feature[] {
  return withWords(whyWorkWithUsFacts, words);
}

/** The openings in English. */
export const jobOpenings: readonly JobOpening[] = jobOpeningsWith(jobWords);

export const generalApplication = generalApplicationWords;

/** The form's "Applying for" select: the seven titles, then the general choice. */
export const applyingForOptions: readonly string[] = [...jobOpenings.map((job) => job.title), generalApplication];

/** The opening an Apply Now link points at, or undefined for a missing or unknown id. */
export function findJobOpening(id: string | null | undefined): JobOpening | undefined {
  return id ? jobOpenings.find((job) => job.id === id) : undefined;
}

export const jobTypeLabels: Readonly<Record<JobFacts["type"], string>> = jobTypeWords;

export const whyWorkWithUs: readonly Feature[] = whyWorkWithUsWith(whyWorkWithUsWords);

import { generalApplicationWords, jobTypeWords, jobWords, whyWorkWithUsWords } from "@/lib/i18n/messages/en/careers";
import { withWords } from "@/lib/i18n/words";
import type { Feature } from "./features";
import type { IconName } from "./icons";

// The careers page: seven fixed openings (title, location and type exactly as
// the spec's table), the "Applying for" choices and the "Why Work With Us?" points.
// The words are the English message catalogue's (lib/i18n/messages/en/careers.ts).

export type JobType = "full-time" | "part-time/freelance" | "contract";

/** Where the work is done: a remote opening takes applicants from anywhere in India. */
export type Workplace = "on-site" | "hybrid" | "remote";

/** The pay the agency states, in rupees per month or per day; null where it is agreed after the interview. */
export type JobPay = { min: number; max: number; per: "month" | "day" } | null;

export interface JobOpening {
  /** URL-safe id: the opening's page is /careers/{id}, its Apply Now links carry ?position={id}. */
  id: string;
  title: string;
  location: string;
  type: JobType;
  workplace: Workplace;
  pay: JobPay;
  /** What the role is, in a sentence or two: its page and its JobPosting say it. */
  summary: string;
  /** What the person does, and what they bring: the opening's page and its JobPosting list them. */
  duties: readonly string[];
  requirements: readonly string[];
  /** When the opening was published and the last day it takes applications (ISO dates, JobPosting datePosted and validThrough). */
  postedOn: string;
  validThrough: string;
}

/** The current openings' dates: published together, open until the end of January. */
const currentRound = { postedOn: "2026-11-01", validThrough: "2027-01-31" } as const;

/** The openings in order, with their types, workplaces and pay (the graphic designer's is agreed per project). */
const jobFacts: readonly { id: keyof typeof jobWords; type: JobType; workplace: Workplace; pay: JobPay }[] = [
  { id: "digital-marketing-specialist", type: "full-time", workplace: "hybrid", pay: { min: 25_000, max: 40_000, per: "month" } },
  { id: "social-media-manager", type: "full-time", workplace: "remote", pay: { min: 22_000, max: 35_000, per: "month" } },
  { id: "video-editor-motion-graphics-artist", type: "full-time", workplace: "on-site", pay: { min: 20_000, max: 35_000, per: "month" } },
  { id: "web-developer-react-nodejs", type: "full-time", workplace: "hybrid", pay: { min: 35_000, max: 60_000, per: "month" } },
  { id: "graphic-designer", type: "part-time/freelance", workplace: "remote", pay: null },
  { id: "handyman-general-maintenance", type: "contract", workplace: "on-site", pay: { min: 800, max: 1_200, per: "day" } },
  { id: "content-writer-seo-analyst", type: "full-time", workplace: "remote", pay: { min: 20_000, max: 32_000, per: "month" } },
];

export const jobOpenings: readonly JobOpening[] = jobFacts.map(({ id, type, workplace, pay }) => {
  const { title, location, summary, duties, requirements } = jobWords[id];
  return { id, title, location, type, workplace, pay, summary, duties, requirements, ...currentRound };
});

/** An opening's own page. */
export function jobPath(job: Pick<JobOpening, "id">): string {
  return `/careers/${job.id}`;
}

export const generalApplication = generalApplicationWords;

/** The form's "Applying for" select: the seven titles, then the general choice. */
export const applyingForOptions: readonly string[] = [...jobOpenings.map((job) => job.title), generalApplication];

/** The opening an Apply Now link points at, or undefined for a missing or unknown id. */
export function findJobOpening(id: string | null | undefined): JobOpening | undefined {
  return id ? jobOpenings.find((job) => job.id === id) : undefined;
}

export const jobTypeLabels: Record<JobType, string> = jobTypeWords;

/** The "Why Work With Us?" points in order, with their icons. */
const whyWorkWithUsFacts: readonly { id: keyof typeof whyWorkWithUsWords; icon: IconName }[] = [
  { id: "culture", icon: "users" },
  { id: "growth", icon: "trending-up" },
  { id: "impact", icon: "target" },
];

export const whyWorkWithUs: readonly Feature[] = withWords(whyWorkWithUsFacts, whyWorkWithUsWords);

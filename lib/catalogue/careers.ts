import { generalApplicationWords, jobTypeWords, jobWords, whyWorkWithUsWords } from "@/lib/i18n/messages/en/careers";
import { withWords } from "@/lib/i18n/words";
import type { Feature } from "./features";
import type { IconName } from "./icons";

// The careers page: seven fixed openings (title, location and type exactly as
// the spec's table), the "Applying for" choices and the "Why Work With Us?" points.
// The words are the English message catalogue's (lib/i18n/messages/en/careers.ts).

export type JobType = "full-time" | "part-time/freelance" | "contract";

export interface JobOpening {
  /** URL-safe id: the opening's page is /careers/{id}, its Apply Now links carry ?position={id}. */
  id: string;
  title: string;
  location: string;
  type: JobType;
  /** What the role is, in a sentence or two: its page and its JobPosting say it. */
  summary: string;
  /** When the opening was published and the last day it takes applications (ISO dates, JobPosting datePosted and validThrough). */
  postedOn: string;
  validThrough: string;
}

/** The current openings' dates: published together, open until the end of January. */
const currentRound = { postedOn: "2026-11-01", validThrough: "2027-01-31" } as const;

/** The openings in order, with their types. */
const jobFacts: readonly { id: keyof typeof jobWords; type: JobType }[] = [
  { id: "digital-marketing-specialist", type: "full-time" },
  { id: "social-media-manager", type: "full-time" },
  { id: "video-editor-motion-graphics-artist", type: "full-time" },
  { id: "web-developer-react-nodejs", type: "full-time" },
  { id: "graphic-designer", type: "part-time/freelance" },
  { id: "handyman-general-maintenance", type: "contract" },
  { id: "content-writer-seo-analyst", type: "full-time" },
];

export const jobOpenings: readonly JobOpening[] = jobFacts.map(({ id, type }) => {
  const { title, location, summary } = jobWords[id];
  return { id, title, location, type, summary, ...currentRound };
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

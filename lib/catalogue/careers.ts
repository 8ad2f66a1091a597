import type { FeatureFacts } from "./features";

// The careers page: seven fixed openings (title, location and type exactly as
// the spec's table, their words laid over these facts by id) and the order and
// icons of the "Why Work With Us?" points.

export type JobType = "full-time" | "part-time/freelance" | "contract";

/** Where the work is done: a remote opening takes applicants from anywhere in India. */
export type Workplace = "on-site" | "hybrid" | "remote";

/** The pay the agency states, in rupees per month or per day; null where it is agreed after the interview. */
export type JobPay = { min: number; max: number; per: "month" | "day" } | null;

/** What an opening is besides its words. */
export interface JobFacts {
  /** URL-safe id: the opening's page is /careers/{id}, its Apply Now links carry ?position={id}. */
  id: string;
  type: JobType;
  workplace: Workplace;
  pay: JobPay;
  /** When the opening was published and the last day it takes applications (ISO dates, JobPosting datePosted and validThrough). */
  postedOn: string;
  validThrough: string;
}

/** The current openings' dates: published together, open until the end of January. */
const currentRound = { postedOn: "2026-11-01", validThrough: "2027-01-31" } as const;

/** The openings in order, with their types, workplaces and pay (the graphic designer's is agreed per project). */
const openings: readonly Omit<JobFacts, keyof typeof currentRound>[] = [
  { id: "digital-marketing-specialist", type: "full-time", workplace: "hybrid", pay: { min: 25_000, max: 40_000, per: "month" } },
  { id: "social-media-manager", type: "full-time", workplace: "remote", pay: { min: 22_000, max: 35_000, per: "month" } },
  { id: "video-editor-motion-graphics-artist", type: "full-time", workplace: "on-site", pay: { min: 20_000, max: 35_000, per: "month" } },
  { id: "web-developer-react-nodejs", type: "full-time", workplace: "hybrid", pay: { min: 35_000, max: 60_000, per: "month" } },
  { id: "graphic-designer", type: "part-time/freelance", workplace: "remote", pay: null },
  { id: "handyman-general-maintenance", type: "contract", workplace: "on-site", pay: { min: 800, max: 1_200, per: "day" } },
  { id: "content-writer-seo-analyst", type: "full-time", workplace: "remote", pay: { min: 20_000, max: 32_000, per: "month" } },
];

export const jobFacts: readonly JobFacts[] = openings.map((job) => ({ ...job, ...currentRound }));

/** An opening's own page. */
export function jobPath(job: Pick<JobFacts, "id">): string {
  return `/careers/${job.id}`;
}

/** The "Why Work With Us?" points in order, with their icons. */
export const whyWorkWithUsFacts: readonly FeatureFacts[] = [
  { id: "culture", icon: "users" },
  { id: "growth", icon: "trending-up" },
  { id: "impact", icon: "target" },
];

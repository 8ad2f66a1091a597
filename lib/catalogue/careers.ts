import type { Feature } from "./features";

// The careers page: seven fixed openings (title, location and type exactly as
// the spec's table), the "Applying for" choices and the "Why Work With Us?" points.

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

export const jobOpenings: readonly JobOpening[] = [
  {
    id: "digital-marketing-specialist",
    title: "Digital Marketing Specialist",
    location: "Hyderabad (hybrid)",
    type: "full-time",
    summary: "Plan and run SEO, paid search and social ad campaigns for our clients, and report what each rupee brought in.",
    ...currentRound,
  },
  {
    id: "social-media-manager",
    title: "Social Media Manager",
    location: "remote",
    type: "full-time",
    summary: "Own our clients' content calendars on Instagram, Facebook, LinkedIn and YouTube, and grow their audiences month by month.",
    ...currentRound,
  },
  {
    id: "video-editor-motion-graphics-artist",
    title: "Video Editor & Motion Graphics Artist",
    location: "Hyderabad (on-site)",
    type: "full-time",
    summary: "Edit reels, ads and brand films, and add the titles and motion graphics that make them stand out.",
    ...currentRound,
  },
  {
    id: "web-developer-react-nodejs",
    title: "Web Developer (React & Node.js)",
    location: "Hyderabad (hybrid)",
    type: "full-time",
    summary: "Build fast, accessible websites and web apps for our clients with React and Node.js, from first sketch to launch.",
    ...currentRound,
  },
  {
    id: "graphic-designer",
    title: "Graphic Designer",
    location: "remote",
    type: "part-time/freelance",
    summary: "Design social posts, ad creatives and brand material for our clients, working from briefs with our team.",
    ...currentRound,
  },
  {
    id: "handyman-general-maintenance",
    title: "Handyman - General Maintenance (Local)",
    location: "Hyderabad (local)",
    type: "contract",
    summary: "Keep our studio, office and rental equipment in working order: repairs, set-ups and small installations.",
    ...currentRound,
  },
  {
    id: "content-writer-seo-analyst",
    title: "Content Writer & SEO Analyst",
    location: "remote",
    type: "full-time",
    summary: "Write blog posts, web pages and ad copy that rank, and track our clients' keywords and traffic.",
    ...currentRound,
  },
];

/** An opening's own page. */
export function jobPath(job: Pick<JobOpening, "id">): string {
  return `/careers/${job.id}`;
}

export const generalApplication = "Other / General Application";

/** The form's "Applying for" select: the seven titles, then the general choice. */
export const applyingForOptions: readonly string[] = [...jobOpenings.map((job) => job.title), generalApplication];

/** The opening an Apply Now link points at, or undefined for a missing or unknown id. */
export function findJobOpening(id: string | null | undefined): JobOpening | undefined {
  return id ? jobOpenings.find((job) => job.id === id) : undefined;
}

export const jobTypeLabels: Record<JobType, string> = {
  "full-time": "Full-time",
  "part-time/freelance": "Part-time / Freelance",
  contract: "Contract",
};

export const whyWorkWithUs: readonly Feature[] = [
  {
    id: "culture",
    title: "Collaborative Culture",
    description: "A small, close-knit team where strategists, editors, designers and developers share ideas openly and ship work together.",
    icon: "users",
  },
  {
    id: "growth",
    title: "Growth Opportunities",
    description:
      "Hands-on work across brands and industries, time to learn new tools, and room to take on more responsibility as you grow.",
    icon: "trending-up",
  },
  {
    id: "impact",
    title: "Impactful Work",
    description: "Your campaigns, videos and websites go live for real businesses across India, and you see the results they deliver.",
    icon: "target",
  },
];
